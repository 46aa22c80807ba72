-- Exact row counts per organization for the paged lists' unfiltered total (issue #34), without
-- reading every row: statement-level triggers (transition tables, so a bulk insert of thousands of
-- revenues costs one row here) append count deltas, the read sums them. Past 32 deltas, a write
-- folds an organization's deltas into one, skipping those a concurrent fold holds (SKIP LOCKED):
-- no write waits on a counter row, so transactions writing to several counted tables in any order
-- cannot deadlock on it, and no delta is folded twice. Reads stay reads. No foreign key: an
-- organization's cascade delete appends its negative deltas after the organization is gone.
CREATE TABLE "row_count_deltas" (
    "delta_id" BIGSERIAL NOT NULL,
    "organization_id" INTEGER NOT NULL,
    "counted" VARCHAR(32) NOT NULL,
    "delta" BIGINT NOT NULL,

    CONSTRAINT "row_count_deltas_pkey" PRIMARY KEY ("delta_id")
);

CREATE INDEX "row_count_deltas_organization_id_counted_idx" ON "row_count_deltas"("organization_id", "counted");

CREATE FUNCTION "row_counts_fold"("org" INTEGER, "tbl" TEXT) RETURNS void LANGUAGE sql AS $$
    WITH "folded" AS (
        DELETE FROM "row_count_deltas"
         WHERE "delta_id" IN (SELECT "delta_id" FROM "row_count_deltas"
                               WHERE "organization_id" = "org" AND "counted" = "tbl"
                               FOR UPDATE SKIP LOCKED)
        RETURNING "delta")
    INSERT INTO "row_count_deltas" ("organization_id", "counted", "delta")
    SELECT "org", "tbl", sum("delta") FROM "folded" HAVING count(*) > 0;
$$;

-- Appends each organization's delta of the statement, then folds those with too many.
CREATE FUNCTION "row_counts_append"("tbl" TEXT, "deltas" JSONB) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "row_count_deltas" ("organization_id", "counted", "delta")
    SELECT ("d"->>'org')::int, "tbl", ("d"->>'delta')::bigint FROM jsonb_array_elements("deltas") "d";
    PERFORM "row_counts_fold"("r"."organization_id", "tbl")
       FROM "row_count_deltas" "r"
      WHERE "r"."counted" = "tbl"
        AND "r"."organization_id" IN (SELECT ("d"->>'org')::int FROM jsonb_array_elements("deltas") "d")
      GROUP BY "r"."organization_id" HAVING count(*) > 32;
END
$$;

-- One function for the insert and the delete triggers (a trigger with transition tables has
-- one event): the statement's rows per organization, counted up or down.
CREATE FUNCTION "row_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    "deltas" JSONB;
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT jsonb_agg(jsonb_build_object('org', "o", 'delta', "n")) INTO "deltas"
          FROM (SELECT "organization_id" AS "o", count(*) AS "n" FROM "new_rows" GROUP BY 1) "c";
    ELSE
        SELECT jsonb_agg(jsonb_build_object('org', "o", 'delta', -"n")) INTO "deltas"
          FROM (SELECT "organization_id" AS "o", count(*) AS "n" FROM "old_rows" GROUP BY 1) "c";
    END IF;
    PERFORM "row_counts_append"(TG_TABLE_NAME, coalesce("deltas", '[]'));
    RETURN NULL;
END
$$;

CREATE FUNCTION "row_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "row_count_deltas" WHERE "counted" = TG_TABLE_NAME;
    RETURN NULL;
END
$$;

-- Every count computed again from the rows: here, and after a backup is restored (its COPY fires
-- the triggers on top of the deltas it restores).
CREATE FUNCTION "row_counts_recount"() RETURNS void LANGUAGE sql AS $$
    DELETE FROM "row_count_deltas";
    INSERT INTO "row_count_deltas" ("organization_id", "counted", "delta")
    SELECT "organization_id", 'expenses', count(*) FROM "expenses" GROUP BY "organization_id"
    UNION ALL
    SELECT "organization_id", 'revenues', count(*) FROM "revenues" GROUP BY "organization_id"
    UNION ALL
    SELECT "organization_id", 'clients', count(*) FROM "clients" GROUP BY "organization_id";
$$;

-- The same three triggers on each counted table.
DO $$
DECLARE
    "tbl" TEXT;
BEGIN
    FOREACH "tbl" IN ARRAY ARRAY['expenses', 'revenues', 'clients'] LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_changed"()', "tbl" || '_count_inserted', "tbl");
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_changed"()', "tbl" || '_count_deleted', "tbl");
        EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
            'FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"()', "tbl" || '_count_truncated', "tbl");
    END LOOP;
END
$$;

SELECT "row_counts_recount"();
