CREATE TABLE "application_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_level_id" integer,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"complect" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_products_key" UNIQUE("application_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"max_step" smallint DEFAULT 1 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinet_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_id" integer NOT NULL,
	"signed_file_id" integer,
	"needs_signature" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinet_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"stored_name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinet_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"entity" text DEFAULT '' NOT NULL,
	"entity_id" integer,
	"file_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cabinet_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"deal_id" integer,
	"contract_name" text NOT NULL,
	"contract_date" date NOT NULL,
	"status" text NOT NULL,
	"is_csp" boolean DEFAULT false NOT NULL,
	"date_planned_shipment" date,
	"supply_code" text DEFAULT '' NOT NULL,
	"sum" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"application_id" integer,
	"offer_id" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"products_sum" integer NOT NULL,
	"stage" text NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sum" integer NOT NULL,
	"advance_percent" smallint NOT NULL,
	"term_months" smallint NOT NULL,
	"schedule_type" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sum" integer NOT NULL,
	"paid_at" date
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"method" text NOT NULL,
	"sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"certificate" jsonb,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_document_key" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_products" ADD CONSTRAINT "application_products_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_documents" ADD CONSTRAINT "cabinet_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_documents" ADD CONSTRAINT "cabinet_documents_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_documents" ADD CONSTRAINT "cabinet_documents_signed_file_id_cabinet_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_files" ADD CONSTRAINT "cabinet_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_messages" ADD CONSTRAINT "cabinet_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_messages" ADD CONSTRAINT "cabinet_messages_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_orders" ADD CONSTRAINT "cabinet_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_orders" ADD CONSTRAINT "cabinet_orders_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_cabinet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cabinet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_document_id_cabinet_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cabinet_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_account_idx" ON "applications" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cabinet_documents_account_idx" ON "cabinet_documents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cabinet_documents_entity_idx" ON "cabinet_documents" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "cabinet_files_account_idx" ON "cabinet_files" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "cabinet_messages_account_idx" ON "cabinet_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cabinet_orders_account_idx" ON "cabinet_orders" USING btree ("account_id","contract_date");--> statement-breakpoint
CREATE INDEX "deals_account_idx" ON "deals" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","delivered_at");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","due_date");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");