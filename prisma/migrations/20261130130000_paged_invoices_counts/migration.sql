-- Issue #34, second slice of the paged lists.

-- The clients' page sorts on lower(client_name) by default (client-list.ts): with this index its
-- first page is an index scan of one organization's clients, stopped at the LIMIT, not a sort of
-- all of them. schema.prisma cannot express an index on an expression: the drift test lists it
-- among the indexes made by hand (apps/api/test/schema-drift.test.ts).
CREATE INDEX "clients_organization_id_lower_client_name_client_id_idx"
    ON "clients"("organization_id", lower("client_name"), "client_id");

-- The unfiltered invoices' page (invoices and credit notes together) takes its total from the row
-- counts of migration 20261130100000_row_counts: the same triggers on the two tables.
DO $$
DECLARE
    "tbl" TEXT;
BEGIN
    FOREACH "tbl" IN ARRAY ARRAY['invoices', 'credit_notes'] LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_changed"()', "tbl" || '_count_inserted', "tbl");
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_changed"()', "tbl" || '_count_deleted', "tbl");
        EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"()', "tbl" || '_count_truncated', "tbl");
    END LOOP;
END
$$;

-- Every count computed again from the rows, the two new tables included (one statement per
-- counted table).
CREATE OR REPLACE FUNCTION "row_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    "tbl" TEXT;
BEGIN
    DELETE FROM "row_count_deltas";
    FOREACH "tbl" IN ARRAY ARRAY['expenses', 'revenues', 'clients', 'invoices', 'credit_notes'] LOOP
        EXECUTE format('INSERT INTO "row_count_deltas" ("organization_id", "counted", "delta") '
            'SELECT "organization_id", %L, count(*) FROM %I GROUP BY "organization_id"', "tbl", "tbl");
    END LOOP;
END
$$;

SELECT "row_counts_recount"();
