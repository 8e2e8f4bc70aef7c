ALTER TABLE "kiosk_heartbeat" DROP CONSTRAINT "kiosk_heartbeat_kiosk_id_kiosk_id_fk";
