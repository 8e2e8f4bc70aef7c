ALTER TABLE "address_building" DROP CONSTRAINT "address_building_estate_id_address_estate_id_fk";
--> statement-breakpoint
ALTER TABLE "address_building" ADD COLUMN "floors" smallint;--> statement-breakpoint
ALTER TABLE "address_building" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "address_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "address_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "address_estate" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "address_building" ADD CONSTRAINT "address_building_estate_id_address_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."address_estate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_estate_name_idx" ON "address_estate" USING btree ("name","id");