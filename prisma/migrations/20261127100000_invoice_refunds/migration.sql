-- Issue #27 §6: refunds paid back to a client after a credit note, stored beside the payments
-- (kind), each with the Sortie it may record in accounting.
CREATE TYPE "InvoicePaymentKind" AS ENUM ('payment', 'refund');

ALTER TABLE "invoice_payments"
    ADD COLUMN "kind" "InvoicePaymentKind" NOT NULL DEFAULT 'payment',
    ADD COLUMN "expense_id" INTEGER;

CREATE UNIQUE INDEX "invoice_payments_expense_id_key" ON "invoice_payments"("expense_id");

ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "expenses"("expense_id") ON DELETE SET NULL ON UPDATE CASCADE;
