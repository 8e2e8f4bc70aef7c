CREATE TABLE "login_throttle" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" smallint,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "action" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"method" text,
	"path" text,
	"menu_title" text,
	"is_menu" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_key" text,
	"path" text NOT NULL,
	"screen" text,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"affix" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"action_key" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"level_min" integer DEFAULT 0 NOT NULL,
	"level_max" integer DEFAULT 0 NOT NULL,
	"access_all_data" boolean DEFAULT false NOT NULL,
	"has_menu" boolean DEFAULT true NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_action" (
	"role_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	CONSTRAINT "role_action_role_id_action_id_pk" PRIMARY KEY("role_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "admin_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"email" text,
	"admin_name" text,
	"first_name" text,
	"last_name" text,
	"nicknames" text,
	"avatar" text,
	"mobile_no" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"tid" integer,
	"mid" integer,
	"sid" integer,
	"one_pass_login_id" text,
	"one_pass_email" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"res_type_id" integer NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"columns" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_action" ADD CONSTRAINT "role_action_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_action" ADD CONSTRAINT "role_action_action_id_action_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."action"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_domain_name_key" ON "action" USING btree ("domain","name");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_key_key" ON "menu" USING btree ("key");--> statement-breakpoint
CREATE INDEX "role_action_action_idx" ON "role_action" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_login_id_key" ON "admin_user" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_email_key" ON "admin_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_user_scope_idx" ON "admin_user" USING btree ("tid","mid","sid");--> statement-breakpoint
CREATE INDEX "user_role_role_idx" ON "user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_record_idx" ON "sys_audit_log" USING btree ("res_type_id","record_id","id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_created_idx" ON "sys_audit_log" USING btree ("created_at");