ALTER TABLE "merchant" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "address_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "address_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "short_name_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "short_name_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "address_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "address_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "short_name_cht" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "short_name_chs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "shop_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "tel" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "redemption_link" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "receive_reminder_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "coupon_valid_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "coupon_token_rotated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_short_name_idx" ON "merchant" USING btree ("short_name");