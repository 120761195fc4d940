CREATE TABLE "supplier_accreditations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text,
	"supplier_type" text,
	"step" smallint DEFAULT 1 NOT NULL,
	"max_step" smallint DEFAULT 1 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"documents_flag" boolean DEFAULT false NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_accreditations_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "supplier_accreditations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "supplier_accreditations" ADD CONSTRAINT "supplier_accreditations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_accreditations" ADD CONSTRAINT "supplier_accreditations_document_id_cabinet_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cabinet_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_accreditations_status_idx" ON "supplier_accreditations" USING btree ("status","submitted_at");