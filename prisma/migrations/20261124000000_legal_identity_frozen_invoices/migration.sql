-- Legal identity of organizations and clients; invoices numbered and frozen at validation.

-- CreateEnum
CREATE TYPE "Country" AS ENUM ('BE', 'FR');

-- CreateEnum
CREATE TYPE "ClientType" AS ENUM ('company', 'person');

-- AlterTable
ALTER TABLE "organizations"
    ADD COLUMN "country" "Country" NOT NULL DEFAULT 'BE',
    ADD COLUMN "enterprise_number" TEXT,
    ADD COLUMN "siret" TEXT,
    ADD COLUMN "postal_code" TEXT,
    ADD COLUMN "city" TEXT,
    ADD COLUMN "bic" TEXT,
    ADD COLUMN "payment_terms_days" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "clients"
    ADD COLUMN "client_type" "ClientType" NOT NULL DEFAULT 'company',
    ADD COLUMN "country" "Country" NOT NULL DEFAULT 'BE',
    ADD COLUMN "enterprise_number" TEXT,
    ADD COLUMN "postal_code" TEXT,
    ADD COLUMN "city" TEXT;

-- AlterTable
ALTER TABLE "invoices"
    ADD COLUMN "due_date" DATE,
    ADD COLUMN "payment_reference" TEXT,
    ADD COLUMN "snapshot" JSONB,
    ADD COLUMN "pdf_file_id" INTEGER;

-- Every invoice gets a due date: the issue date plus the default 30 days of payment terms.
UPDATE "invoices" SET "due_date" = "issue_date" + 30;
ALTER TABLE "invoices" ALTER COLUMN "due_date" SET NOT NULL;

-- A pending invoice is not numbered yet: its FAC number is given at validation, so that numbers
-- and issue dates run in the same order. Pending invoices take a provisional reference, and each
-- invoice counter goes back to the highest number a validated invoice holds.
UPDATE "invoices" SET "formatted_invoice_id" = 'PROV-' || "invoice_id" WHERE "status" = 'Pending';
UPDATE "document_counters" AS c
SET "last_value" = COALESCE((
    SELECT MAX(CAST(SUBSTRING(i."formatted_invoice_id" FROM '^FAC-[0-9]{4}-([0-9]+)$') AS INTEGER))
    FROM "invoices" i
    WHERE i."organization_id" = c."organization_id"
      AND i."status" = 'Validated'
      AND i."formatted_invoice_id" LIKE 'FAC-' || c."year" || '-%'
), 0)
WHERE c."kind" = 'invoice';

-- CreateIndex
CREATE UNIQUE INDEX "invoices_pdf_file_id_key" ON "invoices"("pdf_file_id");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_fkey" FOREIGN KEY ("pdf_file_id") REFERENCES "stored_files"("file_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Credit notes (notes de crédit / avoirs), numbered NC-YYYY-NNNN at creation. The new value is
-- not used by this migration, so adding it inside the migration's transaction is allowed.
ALTER TYPE "DocumentKind" ADD VALUE 'credit_note';

-- CreateTable
CREATE TABLE "credit_notes" (
    "credit_note_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "formatted_credit_note_id" TEXT NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "issue_date" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "total_amount_cents" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "pdf_file_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_notes_pkey" PRIMARY KEY ("credit_note_id")
);

-- CreateTable
CREATE TABLE "credit_note_lines" (
    "id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "credit_note_id" INTEGER NOT NULL,
    "invoice_line_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "net_cents" INTEGER NOT NULL,

    CONSTRAINT "credit_note_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_payments" (
    "payment_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "paid_at" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "revenue_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoice_payments_pkey" PRIMARY KEY ("payment_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_pdf_file_id_key" ON "credit_notes"("pdf_file_id");

-- CreateIndex
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes"("invoice_id");

-- CreateIndex
CREATE INDEX "credit_notes_organization_id_issue_date_idx" ON "credit_notes"("organization_id", "issue_date");

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_organization_id_formatted_credit_note_id_key" ON "credit_notes"("organization_id", "formatted_credit_note_id");

-- CreateIndex
CREATE INDEX "credit_note_lines_credit_note_id_idx" ON "credit_note_lines"("credit_note_id");

-- CreateIndex
CREATE INDEX "credit_note_lines_invoice_line_id_idx" ON "credit_note_lines"("invoice_line_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_payments_revenue_id_key" ON "invoice_payments"("revenue_id");

-- CreateIndex
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments"("invoice_id");

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_pdf_file_id_fkey" FOREIGN KEY ("pdf_file_id") REFERENCES "stored_files"("file_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_fkey" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("credit_note_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_fkey" FOREIGN KEY ("invoice_line_id") REFERENCES "invoice_lines"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_revenue_id_fkey" FOREIGN KEY ("revenue_id") REFERENCES "revenues"("revenue_id") ON DELETE SET NULL ON UPDATE CASCADE;
