CREATE TABLE "account_forms" (
	"account_id" integer NOT NULL,
	"form" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_forms_account_id_form_pk" PRIMARY KEY("account_id","form")
);
--> statement-breakpoint
ALTER TABLE "account_forms" ADD CONSTRAINT "account_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;