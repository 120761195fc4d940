CREATE TABLE "supplier_check_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"deal_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_check_lists" ADD CONSTRAINT "supplier_check_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_check_lists" ADD CONSTRAINT "supplier_check_lists_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_check_lists" ADD CONSTRAINT "supplier_check_lists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_check_lists" ADD CONSTRAINT "supplier_check_lists_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_check_lists_account_idx" ON "supplier_check_lists" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_check_lists_deal_idx" ON "supplier_check_lists" USING btree ("deal_id");
