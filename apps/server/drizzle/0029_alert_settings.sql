CREATE TABLE "alert_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"alarm_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rule_state" (
	"rule" text PRIMARY KEY NOT NULL,
	"last_notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tid" integer,
	"target" text NOT NULL,
	"target_ids" integer[] DEFAULT '{}' NOT NULL,
	"alert_types" text[] DEFAULT '{}' NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"method" text NOT NULL,
	"receiver_user_ids" integer[] DEFAULT '{}' NOT NULL,
	"receiver_addresses" text[] DEFAULT '{}' NOT NULL,
	"lang" text NOT NULL,
	"trigger" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"accumulate_count" integer,
	"escalate_after_minutes" integer,
	"escalation_user_ids" integer[] DEFAULT '{}' NOT NULL,
	"escalation_addresses" text[] DEFAULT '{}' NOT NULL,
	"all_clear" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_notice" ADD CONSTRAINT "alert_notice_alarm_id_kiosk_alarm_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."kiosk_alarm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_setting" ADD CONSTRAINT "alert_setting_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_notice_key" ON "alert_notice" USING btree ("rule","alarm_id","kind");--> statement-breakpoint
CREATE INDEX "alert_notice_alarm_idx" ON "alert_notice" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "alert_setting_tid_idx" ON "alert_setting" USING btree ("tid");