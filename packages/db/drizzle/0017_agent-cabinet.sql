CREATE TABLE "agent_applications" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"agent_account_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_account_id" integer NOT NULL,
	"inn" text NOT NULL,
	"ogrn" text DEFAULT '' NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contractors_agent_inn" UNIQUE("agent_account_id","inn")
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_agent_account_id_accounts_id_fk" FOREIGN KEY ("agent_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_contractor_id_agent_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."agent_contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contractors" ADD CONSTRAINT "agent_contractors_agent_account_id_accounts_id_fk" FOREIGN KEY ("agent_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_agent_idx" ON "agent_applications" USING btree ("agent_account_id","contractor_id");