ALTER TABLE "tenant" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "subdomain" text;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "connection_string" text;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "default_lang" text DEFAULT 'en_US' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "modes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "use_cst_point" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "dashboard_theme" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "rvm_config" jsonb DEFAULT '{"maxItemsPerTransaction":50,"acceptUnknownBarcode":false,"printReceipt":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "fcm_config" jsonb DEFAULT '{"depositAmount":0,"refundAmount":0,"returnWithinDays":30}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "tb_config" jsonb DEFAULT '{"capacityLitres":240,"collectionIntervalHours":24,"requireMemberCard":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "recycle_config" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "bin_config" jsonb DEFAULT '{"nearFullWeightKg":80,"fullWeightKg":100,"nearFullDepthCm":80,"fullDepthCm":100}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "spray_config" jsonb DEFAULT '{"enabled":false,"intervalMinutes":60,"durationSeconds":5}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "timing_config" jsonb DEFAULT '{"idleTimeoutSeconds":60,"doorOpenSeconds":10,"resultDisplaySeconds":5,"sessionTimeoutSeconds":180}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "texts" jsonb DEFAULT '{"terms":{"en_US":"","zh_HK":"","zh_CN":""},"privacy":{"en_US":"","zh_HK":"","zh_CN":""},"disclaimer":{"en_US":"","zh_HK":"","zh_CN":""},"aboutUs":{"en_US":"","zh_HK":"","zh_CN":""}}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_subdomain_key" ON "tenant" USING btree ("subdomain");