-- Bank statements (issue #31): each imported file, and each movement of the account stored once.
-- A movement is known by (organization_id, account_iban, bank_ref): bank_ref is the bank's own
-- reference of the movement plus its detail number, unique per account, so re-importing a file or
-- an overlapping statement finds the lines already there (INSERT … ON CONFLICT DO NOTHING) and
-- concurrent imports of one file cannot store a line twice. A line matched to an invoice keeps the
-- invoice and the payment it created; deleting that payment leaves the line without it.

-- CreateEnum
CREATE TYPE "BankStatementFormat" AS ENUM ('coda', 'camt053');
CREATE TYPE "BankLineStatus" AS ENUM ('unmatched', 'matched', 'ignored');
CREATE TYPE "BankLineFlag" AS ENUM ('overpaid', 'already_paid', 'credit_note');

-- CreateTable
CREATE TABLE "bank_statements" (
    "statement_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "format" "BankStatementFormat" NOT NULL,
    "account_iban" TEXT NOT NULL,
    "from_date" DATE NOT NULL,
    "until_date" DATE NOT NULL,
    "opening_balance_cents" INTEGER NOT NULL,
    "closing_balance_cents" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "imported_by" INTEGER NOT NULL,

    CONSTRAINT "bank_statements_pkey" PRIMARY KEY ("statement_id")
);

-- CreateTable
CREATE TABLE "bank_lines" (
    "line_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "statement_id" INTEGER NOT NULL,
    "account_iban" TEXT NOT NULL,
    "bank_ref" TEXT NOT NULL,
    "booking_date" DATE NOT NULL,
    "value_date" DATE NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "structured_reference" TEXT,
    "free_text" TEXT,
    "counterparty_name" TEXT,
    "counterparty_iban" TEXT,
    "end_to_end_id" TEXT,
    "status" "BankLineStatus" NOT NULL DEFAULT 'unmatched',
    "flag" "BankLineFlag",
    "invoice_id" INTEGER,
    "payment_id" INTEGER,

    CONSTRAINT "bank_lines_pkey" PRIMARY KEY ("line_id")
);

-- CreateIndex
CREATE INDEX "bank_statements_organization_id_idx" ON "bank_statements"("organization_id");
CREATE UNIQUE INDEX "bank_lines_organization_id_account_iban_bank_ref_key" ON "bank_lines"("organization_id", "account_iban", "bank_ref");
CREATE INDEX "bank_lines_organization_id_status_idx" ON "bank_lines"("organization_id", "status");
CREATE INDEX "bank_lines_statement_id_idx" ON "bank_lines"("statement_id");
CREATE INDEX "bank_lines_invoice_id_idx" ON "bank_lines"("invoice_id");
CREATE INDEX "bank_lines_payment_id_idx" ON "bank_lines"("payment_id");

-- AddForeignKey
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_statement_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "bank_statements"("statement_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "invoice_payments"("payment_id") ON DELETE SET NULL ON UPDATE CASCADE;
