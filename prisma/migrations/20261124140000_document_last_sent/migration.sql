-- Documents by email (issue #19): when each quote, invoice and credit note was last sent from the
-- app, and to whom; the lists show it.

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "last_sent_at" TIMESTAMPTZ(6),
ADD COLUMN     "last_sent_to" TEXT;

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "last_sent_at" TIMESTAMPTZ(6),
ADD COLUMN     "last_sent_to" TEXT;

-- AlterTable
ALTER TABLE "credit_notes" ADD COLUMN     "last_sent_at" TIMESTAMPTZ(6),
ADD COLUMN     "last_sent_to" TEXT;
