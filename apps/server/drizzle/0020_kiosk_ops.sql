ALTER TABLE "kiosk_error_code" ADD COLUMN "cre_user" integer;--> statement-breakpoint
ALTER TABLE "kiosk_error_code" ADD COLUMN "cre_dttm" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_error_code" ADD COLUMN "lupd_user" integer;--> statement-breakpoint
ALTER TABLE "kiosk_error_code" ADD COLUMN "lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "kiosk_activity_at_idx" ON "kiosk_activity" USING btree ("at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kiosk_alarm_raised_idx" ON "kiosk_alarm" USING btree ("raised_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kiosk_command_created_idx" ON "kiosk_command" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kiosk_command_pending_idx" ON "kiosk_command" USING btree ("created_at") WHERE "kiosk_command"."status" = 0;