CREATE TABLE "user_column_preference" (
	"user_id" integer NOT NULL,
	"list_name" text NOT NULL,
	"columns" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_column_preference_user_id_list_name_pk" PRIMARY KEY("user_id","list_name")
);
--> statement-breakpoint
ALTER TABLE "user_column_preference" ADD CONSTRAINT "user_column_preference_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;