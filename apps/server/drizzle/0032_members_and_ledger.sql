CREATE TABLE "wallet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"tid" integer NOT NULL,
	"type" text NOT NULL,
	"balance" numeric(14, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"tid" integer NOT NULL,
	"wallet_type" text NOT NULL,
	"delta" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"reverses_id" bigint,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer,
	"mid" integer,
	"sid" integer,
	"card_no" text NOT NULL,
	"holder_user_id" integer,
	"holder_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remarks" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"membership_no" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"estate_id" integer,
	"building_id" integer,
	"audio_lang" text,
	"display_lang" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_octopus" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"member_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"suffix" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"disabled_reason" text,
	"cre_user" integer,
	"cre_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"lupd_user" integer,
	"lupd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recycle_item" ADD COLUMN "earned_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "earned_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "rebate_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_wallet_id_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_reverses_id_wallet_entry_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."wallet_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_card" ADD CONSTRAINT "admin_card_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_card" ADD CONSTRAINT "admin_card_mid_merchant_id_fk" FOREIGN KEY ("mid") REFERENCES "public"."merchant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_card" ADD CONSTRAINT "admin_card_sid_shop_id_fk" FOREIGN KEY ("sid") REFERENCES "public"."shop"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_card" ADD CONSTRAINT "admin_card_holder_user_id_admin_user_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."admin_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_estate_id_address_estate_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."address_estate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_building_id_address_building_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."address_building"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_card" ADD CONSTRAINT "member_card_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_card" ADD CONSTRAINT "member_card_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_octopus" ADD CONSTRAINT "member_octopus_tid_tenant_id_fk" FOREIGN KEY ("tid") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_octopus" ADD CONSTRAINT "member_octopus_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_member_type_key" ON "wallet" USING btree ("member_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entry_idempotency_key" ON "wallet_entry" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entry_reverses_key" ON "wallet_entry" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_wallet_idx" ON "wallet_entry" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entry_member_idx" ON "wallet_entry" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_entry_tid_source_idx" ON "wallet_entry" USING btree ("tid","source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_card_no_key" ON "admin_card" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "admin_card_tid_idx" ON "admin_card" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_membership_no_key" ON "member" USING btree ("tid",lower("membership_no"));--> statement-breakpoint
CREATE INDEX "member_tid_name_idx" ON "member" USING btree ("tid","name","id");--> statement-breakpoint
CREATE INDEX "member_mobile_idx" ON "member" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "member_registered_idx" ON "member" USING btree ("tid","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_card_no_key" ON "member_card" USING btree ("tid","card_no");--> statement-breakpoint
CREATE INDEX "member_card_member_idx" ON "member_card" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_octopus_prefix_key" ON "member_octopus" USING btree ("tid","prefix");--> statement-breakpoint
CREATE INDEX "member_octopus_member_idx" ON "member_octopus" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "recycle_transaction" ADD CONSTRAINT "recycle_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recycle_transaction_member_idx" ON "recycle_transaction" USING btree ("member_id","tran_dttm" DESC NULLS LAST);--> statement-breakpoint
-- The ledger is append-only: an entry is mended by a reversal entry, never changed or removed.
CREATE FUNCTION wallet_entry_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are never changed or deleted: post a reversal instead' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER wallet_entry_append_only BEFORE UPDATE OR DELETE ON wallet_entry
  FOR EACH ROW EXECUTE FUNCTION wallet_entry_immutable();
