CREATE TABLE "help_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_cht" text DEFAULT '' NOT NULL,
	"title_chs" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_cht" text DEFAULT '' NOT NULL,
	"content_chs" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"name" text NOT NULL,
	"name_cht" text DEFAULT '' NOT NULL,
	"name_chs" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"description" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program" ADD CONSTRAINT "program_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_topic_order_idx" ON "help_topic" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "program_tid_effective_idx" ON "program" USING btree ("tid","effective_date");