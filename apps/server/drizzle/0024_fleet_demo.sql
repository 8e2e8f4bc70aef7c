CREATE TABLE "fleet_demo_kiosk" (
	"kiosk_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_demo_lease" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fleet_demo_lease_single_row" CHECK ("fleet_demo_lease"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "fleet_demo_kiosk" ADD CONSTRAINT "fleet_demo_kiosk_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;