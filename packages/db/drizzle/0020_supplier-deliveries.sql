CREATE TABLE "supplier_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"shipped_on" date,
	"delivered_on" date,
	"waybill" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_deliveries_deal_supplier" UNIQUE("deal_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_delivery_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_delivery_documents_file" UNIQUE("delivery_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_deliveries" ADD CONSTRAINT "supplier_deliveries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_deliveries" ADD CONSTRAINT "supplier_deliveries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_deliveries" ADD CONSTRAINT "supplier_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_delivery_documents" ADD CONSTRAINT "supplier_delivery_documents_delivery_id_supplier_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."supplier_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_delivery_documents" ADD CONSTRAINT "supplier_delivery_documents_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_deliveries_supplier_idx" ON "supplier_deliveries" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "supplier_delivery_documents_delivery_idx" ON "supplier_delivery_documents" USING btree ("delivery_id","created_at");
