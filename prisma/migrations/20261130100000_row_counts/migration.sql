-- Exact row counts per organization for the paged lists' unfiltered total (issue #34), without
-- reading every row: statement-level triggers (transition tables, so a bulk insert of thousands of
-- revenues costs one row here) append count deltas, the read sums them. Past FOLD deltas, a write
-- folds an organization's deltas into one, skipping those a concurrent fold holds (SKIP LOCKED):
-- no write waits on a counter row, so transactions writing to several counted tables in any order
-- cannot deadlock on it, and no delta is folded twice. Reads stay reads. No foreign key: an organization's cascade delete
-- appends its negative deltas after the organization is gone.
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

CREATE FUNCTION "row_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "row_counts_append"(TG_TABLE_NAME, coalesce(jsonb_agg(jsonb_build_object('org', "o", 'delta', "n")), '[]'))
       FROM (SELECT "organization_id" AS "o", count(*) AS "n" FROM "new_rows" GROUP BY 1) "c";
    RETURN NULL;
END
$$;

CREATE FUNCTION "row_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "row_counts_append"(TG_TABLE_NAME, coalesce(jsonb_agg(jsonb_build_object('org', "o", 'delta', -"n")), '[]'))
       FROM (SELECT "organization_id" AS "o", count(*) AS "n" FROM "old_rows" GROUP BY 1) "c";
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

CREATE TRIGGER "expenses_count_inserted" AFTER INSERT ON "expenses"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_inserted"();
CREATE TRIGGER "expenses_count_deleted" AFTER DELETE ON "expenses"
    REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_deleted"();
CREATE TRIGGER "expenses_count_truncated" AFTER TRUNCATE ON "expenses"
    FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"();

CREATE TRIGGER "revenues_count_inserted" AFTER INSERT ON "revenues"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_inserted"();
CREATE TRIGGER "revenues_count_deleted" AFTER DELETE ON "revenues"
    REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_deleted"();
CREATE TRIGGER "revenues_count_truncated" AFTER TRUNCATE ON "revenues"
    FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"();

CREATE TRIGGER "clients_count_inserted" AFTER INSERT ON "clients"
    REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_inserted"();
CREATE TRIGGER "clients_count_deleted" AFTER DELETE ON "clients"
    REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_deleted"();
CREATE TRIGGER "clients_count_truncated" AFTER TRUNCATE ON "clients"
    FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_truncated"();

SELECT "row_counts_recount"();
