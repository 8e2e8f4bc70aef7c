CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"tid" integer,
	"recipient" text NOT NULL,
	"lang" text NOT NULL,
	"template_id" integer,
	"subject" text,
	"body" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"error" text,
	"response" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resent_from" integer,
	"created_by" integer,
	"created_by_name" text,
	CONSTRAINT "message_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "message_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "message_event" ADD CONSTRAINT "message_event_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_due_idx" ON "message" USING btree ("next_attempt_at","id") WHERE status in ('requested', 'sending');--> statement-breakpoint
CREATE INDEX "message_channel_created_idx" ON "message" USING btree ("channel","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_channel_tid_created_idx" ON "message" USING btree ("channel","tid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_provider_id_idx" ON "message" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "message_event_message_idx" ON "message_event" USING btree ("message_id","at");