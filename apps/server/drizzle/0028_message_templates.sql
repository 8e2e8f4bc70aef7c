CREATE TABLE "message_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"whatsapp_template" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_template_active_key" ON "message_template" USING btree (coalesce("tid", 0),"event","channel","lang") WHERE "message_template"."status" = 1;