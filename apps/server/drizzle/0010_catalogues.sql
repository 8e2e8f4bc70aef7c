CREATE TABLE "barcode" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"material_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"brand" text,
	"volume_ml" integer,
	"weight_g" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_material_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"material_name" text NOT NULL,
	"material_name_cht" text DEFAULT '' NOT NULL,
	"material_name_chs" text DEFAULT '' NOT NULL,
	"kiosk_type" smallint,
	"unit" text DEFAULT 'piece' NOT NULL,
	"points_per_unit" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_parameter" (
	"id" serial PRIMARY KEY NOT NULL,
	"param_key" text NOT NULL,
	"param_value" text DEFAULT '' NOT NULL,
	"value_type" text DEFAULT 'text' NOT NULL,
	"description" text,
	"secret" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_client" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "sys_client" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "sys_client" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sys_client" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "barcode" ADD CONSTRAINT "barcode_material_type_id_kiosk_material_type_id_fk" FOREIGN KEY ("material_type_id") REFERENCES "public"."kiosk_material_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_gtin_key" ON "barcode" USING btree (lpad("barcode", 14, '0'));--> statement-breakpoint
CREATE INDEX "barcode_code_idx" ON "barcode" USING btree ("barcode","id");--> statement-breakpoint
CREATE INDEX "barcode_material_idx" ON "barcode" USING btree ("material_type_id","id");--> statement-breakpoint
CREATE INDEX "barcode_name_idx" ON "barcode" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "barcode_lupd_idx" ON "barcode" USING btree ("lupd_dttm","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_material_type_code_key" ON "kiosk_material_type" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_parameter_key_key" ON "sys_parameter" USING btree (upper("param_key"));