-- The change feed (db/change-feed.ts): every PrepShelf instance LISTENs on prepshelf_changes and drops
-- what its in-process caches hold about a changed session, user, My Learning list or the content
-- version. Notifications are sent at commit, so no instance hears of a change that was rolled back.
CREATE FUNCTION prepshelf_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prepshelf_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION prepshelf_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_moved AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION prepshelf_notify_session();
--> statement-breakpoint
CREATE FUNCTION prepshelf_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prepshelf_changes', 'user:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION prepshelf_notify_user();
--> statement-breakpoint
CREATE FUNCTION prepshelf_notify_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prepshelf_changes', 'content:' || NEW.version::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER content_version_changed AFTER UPDATE ON content_version FOR EACH ROW EXECUTE FUNCTION prepshelf_notify_content_version();
--> statement-breakpoint
CREATE FUNCTION prepshelf_notify_learning() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR changed_user IN SELECT DISTINCT user_id FROM new_rows LOOP
      PERFORM pg_notify('prepshelf_changes', 'learning:' || changed_user::text);
    END LOOP;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    FOR changed_user IN SELECT DISTINCT user_id FROM old_rows LOOP
      PERFORM pg_notify('prepshelf_changes', 'learning:' || changed_user::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER my_learning_inserted AFTER INSERT ON my_learning REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_notify_learning();
--> statement-breakpoint
CREATE TRIGGER my_learning_updated AFTER UPDATE ON my_learning REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_notify_learning();
--> statement-breakpoint
CREATE TRIGGER my_learning_deleted AFTER DELETE ON my_learning REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_notify_learning();
