-- Received purchase invoices (issue #33 "Receiving"): a supplier's UBL, CII or Factur-X document,
-- uploaded or delivered by Peppol, kept with its file and the draft Sortie read from it until it is
-- booked (expense_id) or rejected. One row per (organization, supplier, number, kind): the unique
-- index makes a second reception of the same document find the first (INSERT … ON CONFLICT).

-- CreateEnum
CREATE TYPE "ReceivedDocumentSource" AS ENUM ('upload', 'peppol');
CREATE TYPE "ReceivedDocumentFormat" AS ENUM ('ubl_invoice', 'ubl_credit_note', 'cii', 'facturx');
CREATE TYPE "ReceivedDocumentKind" AS ENUM ('invoice', 'credit_note');
CREATE TYPE "ReceivedDocumentStatus" AS ENUM ('to_book', 'booked', 'rejected');

-- CreateTable
CREATE TABLE "received_documents" (
    "received_document_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "source" "ReceivedDocumentSource" NOT NULL,
    "sender" TEXT,
    "file_id" INTEGER NOT NULL,
    "format" "ReceivedDocumentFormat" NOT NULL,
    "kind" "ReceivedDocumentKind" NOT NULL,
    "supplier_key" TEXT NOT NULL,
    "document_number" TEXT NOT NULL,
    "draft" JSONB NOT NULL,
    "status" "ReceivedDocumentStatus" NOT NULL DEFAULT 'to_book',
    "expense_id" INTEGER,
    "received_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "received_documents_pkey" PRIMARY KEY ("received_document_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "received_documents_organization_id_supplier_key_document_nu_key" ON "received_documents"("organization_id", "supplier_key", "document_number", "kind");
CREATE INDEX "received_documents_organization_id_status_received_at_idx" ON "received_documents"("organization_id", "status", "received_at");
CREATE INDEX "received_documents_file_id_idx" ON "received_documents"("file_id");
CREATE INDEX "received_documents_expense_id_idx" ON "received_documents"("expense_id");

-- AddForeignKey
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("file_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "received_documents" ADD CONSTRAINT "received_documents_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "expenses"("expense_id") ON DELETE SET NULL ON UPDATE CASCADE;
