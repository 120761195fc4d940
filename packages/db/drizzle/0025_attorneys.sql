CREATE TABLE "attorneys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"kind" text DEFAULT 'scan' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"max_step" integer DEFAULT 1 NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issued_on" text DEFAULT '' NOT NULL,
	"expires_on" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"representative_inn" text DEFAULT '' NOT NULL,
	"representative_snils" text DEFAULT '' NOT NULL,
	"scan_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"xml_file_id" integer,
	"sig_file_id" integer,
	"facts" jsonb,
	"powers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_by" text DEFAULT '' NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_xml_file_id_cabinet_files_id_fk" FOREIGN KEY ("xml_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_sig_file_id_cabinet_files_id_fk" FOREIGN KEY ("sig_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorneys_account_idx" ON "attorneys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "attorneys_contact_idx" ON "attorneys" USING btree ("contact_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "attorneys_one_active_a_contact" ON "attorneys" USING btree ("contact_id") WHERE "status" = 'active';
