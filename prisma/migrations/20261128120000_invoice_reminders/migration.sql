-- Payment reminders (issue #32): each reminder made for an invoice, at most one per level (the
-- unique index is what keeps two replicas' daily jobs, or a click during the job, from sending a
-- level twice), its text and amounts frozen; and a client whose reminders are paused.

-- CreateEnum
CREATE TYPE "ReminderChannel" AS ENUM ('email', 'post');

-- AlterTable
ALTER TABLE "clients" ADD COLUMN "reminders_paused" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "reminder_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "formal_notice" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "channel" "ReminderChannel" NOT NULL,
    "recipient" TEXT,
    "sent_on" DATE NOT NULL,
    "sent_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_by" INTEGER,
    "sent_by_name" TEXT,
    "amount_due_cents" INTEGER NOT NULL,
    "reminder_fees_cents" INTEGER NOT NULL DEFAULT 0,
    "lump_sum_cents" INTEGER NOT NULL DEFAULT 0,
    "interest_cents" INTEGER NOT NULL DEFAULT 0,
    "interest_from" DATE,
    "interest_days" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("reminder_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoice_reminders_invoice_id_level_key" ON "invoice_reminders"("invoice_id", "level");
CREATE INDEX "invoice_reminders_organization_id_sent_at_idx" ON "invoice_reminders"("organization_id", "sent_at");

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("invoice_id") ON DELETE RESTRICT ON UPDATE CASCADE;
