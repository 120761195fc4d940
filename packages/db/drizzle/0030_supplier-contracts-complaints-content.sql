ALTER TABLE "cabinet_complaints" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "cabinet_complaints" ADD CONSTRAINT "cabinet_complaints_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cabinet_complaints_deal_idx" ON "cabinet_complaints" USING btree ("deal_id");--> statement-breakpoint
CREATE TABLE "supplier_complaint_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_complaint_answers_complaint_supplier" UNIQUE("complaint_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_complaint_answers" ADD CONSTRAINT "supplier_complaint_answers_complaint_id_cabinet_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."cabinet_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_complaint_answers" ADD CONSTRAINT "supplier_complaint_answers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_complaint_answers" ADD CONSTRAINT "supplier_complaint_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_logo_file_id_cabinet_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "supplier_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text DEFAULT 'sale' NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_stores" ADD CONSTRAINT "supplier_stores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_stores_supplier_idx" ON "supplier_stores" USING btree ("supplier_id");--> statement-breakpoint
CREATE TABLE "supplier_public_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_public_documents_file" UNIQUE("supplier_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_public_documents" ADD CONSTRAINT "supplier_public_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_public_documents" ADD CONSTRAINT "supplier_public_documents_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE cascade ON UPDATE no action;
