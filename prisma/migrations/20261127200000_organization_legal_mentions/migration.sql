-- Complete legal mentions (issue #30 §5): the organization's legal form (a code of its country's
-- list, see packages/shared/src/legal-mentions.ts), its registry ("RPM Liège, division Namur",
-- "RCS Lyon", "RM") and its share capital in cents (companies only), printed on documents and
-- frozen in invoice snapshots; and how many days a new quote stays valid.

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN "legal_form" TEXT,
ADD COLUMN "registry" TEXT,
ADD COLUMN "share_capital_cents" INTEGER,
ADD COLUMN "quote_validity_days" INTEGER NOT NULL DEFAULT 30;
