CREATE TABLE "kiosk_rejection" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"kiosk_id" integer NOT NULL,
	"tid" integer,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"material" text,
	"barcode" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_rejection_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "rejection_threshold" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"count" integer NOT NULL,
	"window_minutes" integer NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_threshold_window_check" CHECK ("rejection_threshold"."window_minutes" >= 10 and "rejection_threshold"."count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "kiosk_rejection" ADD CONSTRAINT "kiosk_rejection_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_rejection" ADD CONSTRAINT "kiosk_rejection_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejection_threshold" ADD CONSTRAINT "rejection_threshold_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_rejection_kiosk_at_idx" ON "kiosk_rejection" USING btree ("kiosk_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_rejection_at_brin" ON "kiosk_rejection" USING brin ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_threshold_tid_key" ON "rejection_threshold" USING btree (coalesce("tid", 0));--> statement-breakpoint
-- The alert type the rejection threshold raises, on every database (the other types come with the demo data or staff).
INSERT INTO "alert_type" ("code", "name", "name_cht", "name_chs", "level", "description")
VALUES ('REJECTIONS', 'Too many rejected items', '拒收物品過多', '拒收物品过多', 2,
  'The kiosk refused as many items as its tenant''s rejection threshold within the threshold''s window')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The platform's default threshold: 20 rejections within 60 minutes.
INSERT INTO "rejection_threshold" ("tid", "count", "window_minutes") VALUES (NULL, 20, 60) ON CONFLICT DO NOTHING;
