CREATE TABLE "compliance_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"step" smallint DEFAULT 1 NOT NULL,
	"max_step" smallint DEFAULT 1 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"document_id" integer,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_forms" ADD CONSTRAINT "compliance_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_forms" ADD CONSTRAINT "compliance_forms_document_id_cabinet_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cabinet_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_forms_account_idx" ON "compliance_forms" USING btree ("account_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "compliance_forms_updated_idx" ON "compliance_forms" USING btree ("updated_at");
