-- A debit line of a bank statement reviewed on the Banque page becomes a Sortie (issue #31): the
-- line keeps the expense it became; deleting that expense leaves the line without it (the
-- application puts it back to review in the same transaction).

-- AlterTable
ALTER TABLE "bank_lines" ADD COLUMN "expense_id" INTEGER;

-- CreateIndex
CREATE INDEX "bank_lines_expense_id_idx" ON "bank_lines"("expense_id");

-- AddForeignKey
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "expenses"("expense_id") ON DELETE SET NULL ON UPDATE CASCADE;
