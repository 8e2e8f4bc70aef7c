CREATE TABLE "address_building" (
	"id" serial PRIMARY KEY NOT NULL,
	"estate_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_estate" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"lon" double precision,
	"lat" double precision,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"tid" integer,
	"kiosk_type" smallint NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"enable_flag" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"mid" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_client" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"sys_client_id" integer,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"res_type_id" smallint NOT NULL,
	"res_id" integer NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_building" ADD CONSTRAINT "address_building_estate_id_address_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."address_estate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_estate" ADD CONSTRAINT "address_estate_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk" ADD CONSTRAINT "kiosk_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant" ADD CONSTRAINT "merchant_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_mid_merchant_id_fk" FOREIGN KEY ("mid") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_sys_client_id_sys_client_id_fk" FOREIGN KEY ("sys_client_id") REFERENCES "public"."sys_client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_mapping" ADD CONSTRAINT "admin_mapping_admin_id_admin_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_building_estate_idx" ON "address_building" USING btree ("estate_id");--> statement-breakpoint
CREATE INDEX "address_estate_tid_idx" ON "address_estate" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_kid_key" ON "kiosk" USING btree (lower("kid"));--> statement-breakpoint
CREATE INDEX "kiosk_tid_idx" ON "kiosk" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "merchant_tid_idx" ON "merchant" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "shop_scope_idx" ON "shop" USING btree ("tid","mid");--> statement-breakpoint
CREATE INDEX "tenant_sys_client_idx" ON "tenant" USING btree ("sys_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_mapping_grant_key" ON "admin_mapping" USING btree ("admin_id","res_type_id","res_id");--> statement-breakpoint
CREATE INDEX "admin_mapping_resource_idx" ON "admin_mapping" USING btree ("res_type_id","res_id");