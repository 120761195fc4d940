CREATE TABLE "reo_contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_account_id" integer NOT NULL,
	"inn" text NOT NULL,
	"title" text NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reo_contractors_partner_inn" UNIQUE("partner_account_id","inn")
);
--> statement-breakpoint
CREATE TABLE "reo_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_account_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"application_id" integer,
	"program" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"lease_sum" integer NOT NULL,
	"support_sum" integer NOT NULL,
	"status" text DEFAULT 'wait' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reo_contractors" ADD CONSTRAINT "reo_contractors_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reo_applications" ADD CONSTRAINT "reo_applications_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reo_applications" ADD CONSTRAINT "reo_applications_contractor_id_reo_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."reo_contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reo_applications" ADD CONSTRAINT "reo_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reo_applications_partner_idx" ON "reo_applications" USING btree ("partner_account_id","status");
--> statement-breakpoint
CREATE TABLE "factoring_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_account_id" integer NOT NULL,
	"number" text NOT NULL,
	"customer_inn" text NOT NULL,
	"customer_title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"financed_sum" integer DEFAULT 0 NOT NULL,
	"customer_comment" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"financed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factoring_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" integer NOT NULL,
	"number" text NOT NULL,
	"issued" text NOT NULL,
	"due" text NOT NULL,
	"delivery" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factoring_registers" ADD CONSTRAINT "factoring_registers_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_invoices" ADD CONSTRAINT "factoring_invoices_register_id_factoring_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."factoring_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factoring_registers_supplier_idx" ON "factoring_registers" USING btree ("supplier_account_id","created_at");--> statement-breakpoint
CREATE INDEX "factoring_registers_customer_idx" ON "factoring_registers" USING btree ("customer_inn","status");--> statement-breakpoint
CREATE INDEX "factoring_invoices_register_idx" ON "factoring_invoices" USING btree ("register_id");
