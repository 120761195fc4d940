CREATE TABLE "agent_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_account_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"subject" text NOT NULL,
	"category_title" text NOT NULL,
	"params" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_offers" ADD CONSTRAINT "agent_offers_agent_account_id_accounts_id_fk" FOREIGN KEY ("agent_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_offers" ADD CONSTRAINT "agent_offers_contractor_id_agent_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."agent_contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_offers_agent_idx" ON "agent_offers" USING btree ("agent_account_id","created_at");
