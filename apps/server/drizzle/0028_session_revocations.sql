-- Each server process keeps the sessions it has checked in memory (src/lib/session-cache.ts) and
-- drops them all on this channel's notification: whatever ends or shortens a session, or changes
-- an account (its role, its deletion), notifies every process on commit, whoever made the change
-- (another server, the CLI, psql). A last use moving forward (the touch) does not notify.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('depot_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (new.expires_at < old.expires_at OR new.last_seen_at < old.last_seen_at
        OR new.token_hash IS DISTINCT FROM old.token_hash OR new.user_id IS DISTINCT FROM old.user_id)
  EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
