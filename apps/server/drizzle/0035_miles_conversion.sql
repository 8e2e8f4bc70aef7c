CREATE TABLE "member_miles_account" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"account_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miles_config" (
	"tid" integer PRIMARY KEY NOT NULL,
	"points_per_mile" integer NOT NULL,
	"min_points" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miles_config_rate_positive" CHECK ("miles_config"."points_per_mile" > 0 and "miles_config"."min_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "miles_conversion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"miles" integer NOT NULL,
	"account_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"debit_entry_id" bigint NOT NULL,
	"reversal_entry_id" bigint,
	"partner_reference" text,
	"refusal_reason" text,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_miles_account" ADD CONSTRAINT "member_miles_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_miles_account" ADD CONSTRAINT "member_miles_account_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_config" ADD CONSTRAINT "miles_config_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_conversion" ADD CONSTRAINT "miles_conversion_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_conversion" ADD CONSTRAINT "miles_conversion_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_conversion" ADD CONSTRAINT "miles_conversion_debit_entry_id_wallet_entry_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miles_conversion" ADD CONSTRAINT "miles_conversion_reversal_entry_id_wallet_entry_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "miles_conversion_idempotency_key" ON "miles_conversion" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "miles_conversion_tid_idx" ON "miles_conversion" USING btree ("tid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "miles_conversion_member_idx" ON "miles_conversion" USING btree ("member_id","created_at" DESC NULLS LAST);