ALTER TABLE "sys_audit_log" ADD COLUMN "tid" integer;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "mid" integer;--> statement-breakpoint
ALTER TABLE "sys_audit_log" ADD COLUMN "sid" integer;--> statement-breakpoint
CREATE INDEX "sys_audit_log_tid_created_idx" ON "sys_audit_log" USING btree ("tid","created_at","id");