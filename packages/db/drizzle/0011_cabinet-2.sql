CREATE TABLE "cabinet_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"topic_id" integer NOT NULL,
	"text" text NOT NULL,
	"file_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"response_file_id" integer,
	"responder_id" integer,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "cabinet_complaints_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "document_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"type_id" integer NOT NULL,
	"delivery_type" smallint NOT NULL,
	"post_address" jsonb,
	"delivery_contact" text DEFAULT '' NOT NULL,
	"delivery_contact_phone" text DEFAULT '' NOT NULL,
	"is_email" integer DEFAULT 0 NOT NULL,
	"contact_id" integer,
	"order_ids" jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"response_file_id" integer,
	"responder_id" integer,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "document_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subleasing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"step" smallint DEFAULT 1 NOT NULL,
	"max_step" smallint DEFAULT 1 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contract_file_id" integer,
	"ready_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subleasing_requests_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "seed_additions" (
	"name" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csp_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"message" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ses_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer,
	"phone" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ses_agreements_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabinet_complaints" ADD CONSTRAINT "cabinet_complaints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_complaints" ADD CONSTRAINT "cabinet_complaints_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_complaints" ADD CONSTRAINT "cabinet_complaints_response_file_id_cabinet_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_complaints" ADD CONSTRAINT "cabinet_complaints_responder_id_accounts_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_response_file_id_cabinet_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_responder_id_accounts_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleasing_requests" ADD CONSTRAINT "subleasing_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleasing_requests" ADD CONSTRAINT "subleasing_requests_order_id_cabinet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cabinet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleasing_requests" ADD CONSTRAINT "subleasing_requests_contract_file_id_cabinet_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csp_logs" ADD CONSTRAINT "csp_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_agreements" ADD CONSTRAINT "ses_agreements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_agreements" ADD CONSTRAINT "ses_agreements_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cabinet_complaints_account_idx" ON "cabinet_complaints" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cabinet_complaints_fingerprint_idx" ON "cabinet_complaints" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "document_orders_account_idx" ON "document_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "document_orders_fingerprint_idx" ON "document_orders" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "subleasing_requests_account_idx" ON "subleasing_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subleasing_requests_order_idx" ON "subleasing_requests" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "csp_logs_created_idx" ON "csp_logs" USING btree ("created_at");