DROP INDEX "security_event_created_idx";--> statement-breakpoint
DROP INDEX "security_event_user_idx";--> statement-breakpoint
DROP INDEX "sys_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "sys_audit_log_user_idx";--> statement-breakpoint
CREATE INDEX "action_domain_order_idx" ON "action" USING btree ("domain","id");--> statement-breakpoint
CREATE INDEX "action_name_order_idx" ON "action" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "role_name_order_idx" ON "role" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "role_lupd_dttm_order_idx" ON "role" USING btree ("lupd_dttm","id");--> statement-breakpoint
CREATE INDEX "admin_user_login_id_order_idx" ON "admin_user" USING btree ("login_id","id");--> statement-breakpoint
CREATE INDEX "admin_user_email_order_idx" ON "admin_user" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "admin_user_admin_name_order_idx" ON "admin_user" USING btree ("admin_name","id");--> statement-breakpoint
CREATE INDEX "admin_user_status_order_idx" ON "admin_user" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "admin_user_lupd_dttm_order_idx" ON "admin_user" USING btree ("lupd_dttm","id");--> statement-breakpoint
CREATE INDEX "security_event_type_idx" ON "security_event" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_type_created_idx" ON "sys_audit_log" USING btree ("res_type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "security_event_created_idx" ON "security_event" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "security_event_user_idx" ON "security_event" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_created_idx" ON "sys_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_user_idx" ON "sys_audit_log" USING btree ("user_id","created_at","id");