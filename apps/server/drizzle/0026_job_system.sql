CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job_id" text NOT NULL,
	"trigger" text NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"status" text NOT NULL,
	"result" text,
	"error" text,
	"instance" text NOT NULL,
	"user_id" integer,
	"user_name" text
);
--> statement-breakpoint
CREATE TABLE "job_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lupd_user" integer,
	"lupd_user_name" text,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_instance" (
	"instance" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"jobs" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_run_started_idx" ON "job_run" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "job_run_name_started_idx" ON "job_run" USING btree ("name","started_at","id");--> statement-breakpoint
CREATE INDEX "job_run_job_idx" ON "job_run" USING btree ("job_id");