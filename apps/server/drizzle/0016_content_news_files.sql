CREATE TABLE "stored_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"data" "bytea" NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "latest_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_cht" text DEFAULT '' NOT NULL,
	"title_chs" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_cht" text DEFAULT '' NOT NULL,
	"content_chs" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"status" smallint NOT NULL,
	"publish_date" date NOT NULL,
	"expiry_date" date,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_cht" text DEFAULT '' NOT NULL,
	"title_chs" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_cht" text DEFAULT '' NOT NULL,
	"content_chs" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"publish_date" date,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pub_content_tid_slug_key" UNIQUE NULLS NOT DISTINCT("tid","slug")
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_news" ADD CONSTRAINT "latest_news_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_news" ADD CONSTRAINT "latest_news_image_file_id_stored_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_content" ADD CONSTRAINT "pub_content_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_tid_cre_idx" ON "stored_file" USING btree ("tid","cre_dttm");--> statement-breakpoint
CREATE INDEX "latest_news_tid_publish_idx" ON "latest_news" USING btree ("tid","publish_date");