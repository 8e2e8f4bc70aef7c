-- kiosk_heartbeat has no foreign key on kiosk (its per-row check slowed batch inserts): a deleted
-- kiosk's heartbeats go with it here instead, as the cascade did.
CREATE FUNCTION srd_kiosk_heartbeats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM kiosk_heartbeat WHERE kiosk_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kiosk_heartbeats_delete AFTER DELETE ON kiosk
  FOR EACH ROW EXECUTE FUNCTION srd_kiosk_heartbeats_delete();
