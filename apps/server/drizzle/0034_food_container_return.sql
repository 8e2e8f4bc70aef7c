CREATE TABLE "food_container_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"kiosk_id" integer NOT NULL,
	"tid" integer,
	"container_code" text NOT NULL,
	"container_id" integer,
	"member_id" integer,
	"returned_at" timestamp with time zone NOT NULL,
	"handed_out_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"refund_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"wallet_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oct_event_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"event_type_id" integer,
	"event_code" text NOT NULL,
	"card_no" text NOT NULL,
	"member_id" integer,
	"at" timestamp with time zone NOT NULL,
	"file_log_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "oct_event_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"blocks_card" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oct_rebate" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"state" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"octopus_no" text NOT NULL,
	"request_log_id" bigint,
	"answer_log_id" bigint,
	"reason" text,
	"payout_entry_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oct_sftp_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"tid" integer,
	"file_name" text,
	"direction" text NOT NULL,
	"size_bytes" integer,
	"sha256" text,
	"line_count" integer,
	"total_amount" numeric(14, 2),
	"status" text NOT NULL,
	"error_code" integer,
	"error_detail" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oct_sftp_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"remote_folder" text NOT NULL,
	"file_pattern" text NOT NULL,
	"cron" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_container_return" ADD CONSTRAINT "food_container_return_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_container_return" ADD CONSTRAINT "food_container_return_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_container_return" ADD CONSTRAINT "food_container_return_container_id_food_container_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."food_container"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_container_return" ADD CONSTRAINT "food_container_return_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_container_return" ADD CONSTRAINT "food_container_return_wallet_entry_id_wallet_entry_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_event_log" ADD CONSTRAINT "oct_event_log_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_event_log" ADD CONSTRAINT "oct_event_log_event_type_id_oct_event_type_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."oct_event_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_event_log" ADD CONSTRAINT "oct_event_log_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_event_log" ADD CONSTRAINT "oct_event_log_file_log_id_oct_sftp_log_id_fk" FOREIGN KEY ("file_log_id") REFERENCES "public"."oct_sftp_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_entry_id_wallet_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_request_log_id_oct_sftp_log_id_fk" FOREIGN KEY ("request_log_id") REFERENCES "public"."oct_sftp_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_answer_log_id_oct_sftp_log_id_fk" FOREIGN KEY ("answer_log_id") REFERENCES "public"."oct_sftp_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_rebate" ADD CONSTRAINT "oct_rebate_payout_entry_id_wallet_entry_id_fk" FOREIGN KEY ("payout_entry_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_sftp_log" ADD CONSTRAINT "oct_sftp_log_type_id_oct_sftp_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."oct_sftp_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oct_sftp_log" ADD CONSTRAINT "oct_sftp_log_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_container_return_uuid_key" ON "food_container_return" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "food_container_return_kiosk_idx" ON "food_container_return" USING btree ("kiosk_id","returned_at");--> statement-breakpoint
CREATE INDEX "food_container_return_time_idx" ON "food_container_return" USING btree ("returned_at","id");--> statement-breakpoint
CREATE INDEX "food_container_return_member_idx" ON "food_container_return" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oct_event_log_line_key" ON "oct_event_log" USING btree ("file_log_id","line_no");--> statement-breakpoint
CREATE INDEX "oct_event_log_tid_at_idx" ON "oct_event_log" USING btree ("tid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "oct_event_type_code_key" ON "oct_event_type" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "oct_rebate_tid_state_idx" ON "oct_rebate" USING btree ("tid","state");--> statement-breakpoint
CREATE INDEX "oct_sftp_log_started_idx" ON "oct_sftp_log" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oct_sftp_log_tid_idx" ON "oct_sftp_log" USING btree ("tid","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "oct_sftp_log_processed_key" ON "oct_sftp_log" USING btree ("type_id","file_name","sha256") WHERE "oct_sftp_log"."status" = 'done' and "oct_sftp_log"."direction" = 'download';--> statement-breakpoint
CREATE UNIQUE INDEX "oct_sftp_type_code_key" ON "oct_sftp_type" USING btree (upper("code"));