-- Peppol sending (issue #33): one transmission per invoice or credit note (the idempotency key,
-- unique, is what keeps a document from being sent twice), queued then submitted to the access
-- point by the queue; and the state of the organization's own registration on Peppol.

-- CreateEnum
CREATE TYPE "PeppolTransmissionStatus" AS ENUM ('queued', 'sent', 'delivered', 'failed');

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN "peppol_registration" TEXT,
ADD COLUMN "peppol_registration_reason" TEXT;

-- CreateTable
CREATE TABLE "peppol_transmissions" (
    "transmission_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "invoice_id" INTEGER,
    "credit_note_id" INTEGER,
    "idempotency_key" TEXT NOT NULL,
    "receiver" TEXT NOT NULL,
    "sender" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_ref" TEXT,
    "status" "PeppolTransmissionStatus" NOT NULL DEFAULT 'queued',
    "reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "peppol_transmissions_pkey" PRIMARY KEY ("transmission_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "peppol_transmissions_invoice_id_key" ON "peppol_transmissions"("invoice_id");
CREATE UNIQUE INDEX "peppol_transmissions_credit_note_id_key" ON "peppol_transmissions"("credit_note_id");
CREATE UNIQUE INDEX "peppol_transmissions_idempotency_key_key" ON "peppol_transmissions"("idempotency_key");
CREATE INDEX "peppol_transmissions_status_next_attempt_at_idx" ON "peppol_transmissions"("status", "next_attempt_at");
CREATE INDEX "peppol_transmissions_organization_id_idx" ON "peppol_transmissions"("organization_id");
CREATE INDEX "peppol_transmissions_provider_provider_ref_idx" ON "peppol_transmissions"("provider", "provider_ref");

-- AddForeignKey
ALTER TABLE "peppol_transmissions" ADD CONSTRAINT "peppol_transmissions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "peppol_transmissions" ADD CONSTRAINT "peppol_transmissions_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "peppol_transmissions" ADD CONSTRAINT "peppol_transmissions_credit_note_id_fkey" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("credit_note_id") ON DELETE RESTRICT ON UPDATE CASCADE;
