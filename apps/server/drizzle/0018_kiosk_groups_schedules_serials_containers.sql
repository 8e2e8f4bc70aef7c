CREATE TABLE "food_container" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"code" text NOT NULL,
	"container_type" text NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"kiosk_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_group_member" (
	"group_id" integer NOT NULL,
	"kiosk_id" integer NOT NULL,
	CONSTRAINT "kiosk_group_member_group_id_kiosk_id_pk" PRIMARY KEY("group_id","kiosk_id")
);
--> statement-breakpoint
CREATE TABLE "kiosk_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kiosk_id" integer,
	"group_id" integer,
	"weekdays" smallint[] NOT NULL,
	"open_time" text NOT NULL,
	"close_time" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"manual_status" smallint,
	"remark" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_serial_number" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"serial_no" text NOT NULL,
	"camera_serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"sim_no" text,
	"supplier" text,
	"status" smallint NOT NULL,
	"kiosk_id" integer,
	"remark" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_container" ADD CONSTRAINT "food_container_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_group" ADD CONSTRAINT "kiosk_group_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_group_member" ADD CONSTRAINT "kiosk_group_member_group_id_kiosk_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."kiosk_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_group_member" ADD CONSTRAINT "kiosk_group_member_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_schedule" ADD CONSTRAINT "kiosk_schedule_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_schedule" ADD CONSTRAINT "kiosk_schedule_group_id_kiosk_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."kiosk_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_serial_number" ADD CONSTRAINT "kiosk_serial_number_kiosk_id_kiosk_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_container_code_key" ON "food_container" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "food_container_tid_idx" ON "food_container" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "kiosk_group_tid_idx" ON "kiosk_group" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "kiosk_group_member_kiosk_idx" ON "kiosk_group_member" USING btree ("kiosk_id");--> statement-breakpoint
CREATE INDEX "kiosk_schedule_kiosk_idx" ON "kiosk_schedule" USING btree ("kiosk_id");--> statement-breakpoint
CREATE INDEX "kiosk_schedule_group_idx" ON "kiosk_schedule" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_serial_number_serial_key" ON "kiosk_serial_number" USING btree (upper("serial_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_serial_number_kiosk_key" ON "kiosk_serial_number" USING btree ("kiosk_id");