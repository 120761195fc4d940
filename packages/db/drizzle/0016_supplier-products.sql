CREATE TABLE "supplier_product_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"description" text NOT NULL,
	"prices" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD CONSTRAINT "supplier_product_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD CONSTRAINT "supplier_product_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_changes_pending_idx" ON "supplier_product_changes" USING btree ("product_id") WHERE "supplier_product_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "supplier_product_changes_status_idx" ON "supplier_product_changes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "supplier_product_changes_account_idx" ON "supplier_product_changes" USING btree ("account_id");