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
