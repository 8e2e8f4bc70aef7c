CREATE SEQUENCE "public"."kiosk_state_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "kiosk_heartbeat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"bins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_codes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_state" (
	"kiosk_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT nextval('kiosk_state_seq') NOT NULL,
	"state" smallint NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"last_heartbeat_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state_since" timestamp with time zone NOT NULL,
	"bins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"manual_down" boolean DEFAULT false NOT NULL,
	"down_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recycle_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"material" text NOT NULL,
	"count" integer NOT NULL,
	"weight_kg" numeric(12, 3) NOT NULL,
	"barcode" text,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recycle_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"kiosk_id" integer NOT NULL,
	"tid" integer,
	"tran_dttm" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"payment_mode" smallint,
	"member_card_no" text,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_count" integer NOT NULL,
	"total_weight_kg" numeric(12, 3) NOT NULL,
	"total_points" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recycle_transaction_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "kiosk_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"tid" integer,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "kiosk_alarm" (
	"id" serial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"tid" integer,
	"type_code" text NOT NULL,
	"error_code" text,
	"batch_id" text,
	"message" text,
	"active" boolean DEFAULT true NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "kiosk_alarm_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_command" (
	"id" serial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"command" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "kiosk_downtime" (
	"id" serial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"cause" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kiosk_error_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kiosk_type" smallint,
	"alert_type_code" text,
	"description" text NOT NULL,
	"description_cht" text DEFAULT '' NOT NULL,
	"description_chs" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reason_cht" text DEFAULT '' NOT NULL,
	"reason_chs" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"action_cht" text DEFAULT '' NOT NULL,
	"action_chs" text DEFAULT '' NOT NULL,
	CONSTRAINT "kiosk_error_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "address_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "address_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "estate_id" integer;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "machine_id" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "reader_no" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "firmware" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "ext_version" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "fixed_version" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "barcode_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "public_flag" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "recycle_type" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "alert_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "daily_max" integer;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "credit_mode" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "display_unit" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "kiosk" ADD COLUMN "secret_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosk_heartbeat" ADD CONSTRAINT "kiosk_heartbeat_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_state" ADD CONSTRAINT "kiosk_state_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_item" ADD CONSTRAINT "recycle_item_transaction_id_recycle_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."recycle_transaction"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD CONSTRAINT "recycle_transaction_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD CONSTRAINT "recycle_transaction_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_activity" ADD CONSTRAINT "kiosk_activity_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alarm" ADD CONSTRAINT "kiosk_alarm_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alarm" ADD CONSTRAINT "kiosk_alarm_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alarm_comment" ADD CONSTRAINT "kiosk_alarm_comment_alarm_id_kiosk_alarm_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."kiosk_alarm"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_command" ADD CONSTRAINT "kiosk_command_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_downtime" ADD CONSTRAINT "kiosk_downtime_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_heartbeat_kiosk_idx" ON "kiosk_heartbeat" USING btree ("kiosk_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_heartbeat_received_brin" ON "kiosk_heartbeat" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "kiosk_state_seq_idx" ON "kiosk_state" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "recycle_item_transaction_idx" ON "recycle_item" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "recycle_transaction_kiosk_idx" ON "recycle_transaction" USING btree ("kiosk_id","tran_dttm" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recycle_transaction_tid_idx" ON "recycle_transaction" USING btree ("tid","tran_dttm" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recycle_transaction_batch_idx" ON "recycle_transaction" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "kiosk_activity_kiosk_idx" ON "kiosk_activity" USING btree ("kiosk_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_activity_tid_idx" ON "kiosk_activity" USING btree ("tid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_alarm_one_active_key" ON "kiosk_alarm" USING btree ("kiosk_id","type_code") WHERE "kiosk_alarm"."active";--> statement-breakpoint
CREATE INDEX "kiosk_alarm_tid_idx" ON "kiosk_alarm" USING btree ("tid","raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_alarm_kiosk_idx" ON "kiosk_alarm" USING btree ("kiosk_id","raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_alarm_batch_idx" ON "kiosk_alarm" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "kiosk_alarm_comment_alarm_idx" ON "kiosk_alarm_comment" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "kiosk_command_kiosk_idx" ON "kiosk_command" USING btree ("kiosk_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_downtime_open_key" ON "kiosk_downtime" USING btree ("kiosk_id","cause") WHERE "kiosk_downtime"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "kiosk_downtime_kiosk_idx" ON "kiosk_downtime" USING btree ("kiosk_id","started_at");--> statement-breakpoint
ALTER TABLE "kiosk" ADD CONSTRAINT "kiosk_estate_id_address_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."address_estate"("id") ON DELETE no action ON UPDATE no action;