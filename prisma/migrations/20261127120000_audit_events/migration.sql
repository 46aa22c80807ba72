-- The organization's audit trail (issue #28): who changed what and when, for the sensitive
-- changes (members, invitations, identity and IBAN/BIC, terms, subscription, validated invoices,
-- credit notes, payments, full exports). Each entry is written in the transaction of the change
-- it records. The author's name is kept as it was: user_id has no foreign key, so an entry
-- outlives the account (and a deleted account never needs to touch the trail).

-- CreateTable
CREATE TABLE "audit_events" (
    "audit_event_id" SERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "user_name" TEXT,
    "at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "details" JSONB NOT NULL,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("audit_event_id")
);

-- The Journal reads an organization's entries newest first, a page at a time.
CREATE INDEX "audit_events_organization_id_at_audit_event_id_idx" ON "audit_events"("organization_id", "at", "audit_event_id");

ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("organization_id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Append-only: the database itself refuses to change or remove an entry, whoever asks (the app,
-- a script, a cascade). Inserting (the app, a restore's COPY) is the only write.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "audit_events_no_update_or_delete"
    BEFORE UPDATE OR DELETE ON "audit_events"
    FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();

CREATE TRIGGER "audit_events_no_truncate"
    BEFORE TRUNCATE ON "audit_events"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
