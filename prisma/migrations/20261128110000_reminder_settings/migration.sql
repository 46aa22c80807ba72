-- Payment reminders (issue #32): the organization's reminder levels, automatic sending and what it
-- claims on late payment, as one JSON document validated by the API (shared reminders.ts); null
-- means the defaults (three levels, sent by hand, nothing claimed).

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN "reminder_settings" JSONB;
