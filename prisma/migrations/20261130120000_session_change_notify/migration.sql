-- The API keeps the sessions it has read in memory for a few seconds (session-cache.ts). Every
-- change to what a session check reads (a user's row, their organization's plan, a logged-out
-- session) is announced on the channel `session_change` when its transaction commits, whatever
-- wrote it (the app, another replica, SQL by hand): every API process listening drops its cached
-- sessions. The payload names the table; the listeners drop everything (these writes are rare).

-- CreateFunction
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

-- CreateTrigger
CREATE TRIGGER "users_session_change"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

-- CreateTrigger
CREATE TRIGGER "organizations_session_change"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

-- CreateTrigger
CREATE TRIGGER "revoked_sessions_session_change"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
