-- A Belgian organization may choose Factur-X PDFs (issue #15); French ones always have them.

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN "facturx_pdf" BOOLEAN NOT NULL DEFAULT false;
