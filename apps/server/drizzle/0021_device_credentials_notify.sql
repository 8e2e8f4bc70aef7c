-- A kiosk whose KID, secret or enable flag changes, or that is deleted, is announced on channel
-- kiosk_credentials (its KID in lower case), so every server instance forgets its cached device
-- credentials at once, whichever code path made the change (secret rotation, kiosk edits).
CREATE FUNCTION srd_kiosk_credentials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiosk_credentials', lower(OLD.kid));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kiosk_credentials_changed AFTER UPDATE OF kid, secret_hash, enable_flag OR DELETE ON kiosk
  FOR EACH ROW EXECUTE FUNCTION srd_kiosk_credentials_changed();
