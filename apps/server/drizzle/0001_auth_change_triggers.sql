-- Sign-in data changes are announced on channel srd_auth (a user id, or * for everyone) so every
-- server instance drops its cached sessions at once, whichever code path made the change.
-- Disabling an account (status 0) or returning it to pending (2) ends its open sessions.
CREATE FUNCTION srd_admin_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN (0, 2) AND OLD.status NOT IN (0, 2) THEN
    UPDATE session SET revoked_at = now(), revoke_reason = 4 WHERE user_id = NEW.id AND revoked_at IS NULL;
  END IF;
  PERFORM pg_notify('srd_auth', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_user_changed AFTER UPDATE ON admin_user
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION srd_admin_user_changed();
--> statement-breakpoint
CREATE FUNCTION srd_user_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('srd_auth', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_revoked AFTER UPDATE OF revoked_at ON session
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) EXECUTE FUNCTION srd_user_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_role_changed AFTER INSERT OR UPDATE OR DELETE ON user_role
  FOR EACH ROW EXECUTE FUNCTION srd_user_sessions_changed();
--> statement-breakpoint
CREATE FUNCTION srd_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('srd_auth', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER role_changed AFTER UPDATE OR DELETE ON role
  FOR EACH STATEMENT EXECUTE FUNCTION srd_roles_changed();
--> statement-breakpoint
CREATE TRIGGER role_action_changed AFTER INSERT OR UPDATE OR DELETE ON role_action
  FOR EACH STATEMENT EXECUTE FUNCTION srd_roles_changed();
