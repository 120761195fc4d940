CREATE TYPE "public"."sale_lot_condition" AS ENUM('excellent', 'good', 'fair', 'repair');--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"region_fias_id" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lot_details" (
	"lot_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"inventory_number" text NOT NULL,
	"condition" "sale_lot_condition" NOT NULL,
	"mileage_km" integer,
	"engine_hours" integer,
	"engine_power_hp" smallint,
	"address" text NOT NULL,
	"picture_count" smallint NOT NULL,
	"old_price" integer,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lot_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"city" text NOT NULL,
	"region_fias_id" text NOT NULL,
	"address" text NOT NULL,
	"quantity" smallint NOT NULL,
	"ready_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_lot_details" ADD CONSTRAINT "sale_lot_details_lot_id_sale_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lot_documents" ADD CONSTRAINT "sale_lot_documents_lot_id_sale_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_region_idx" ON "agents" USING btree ("region_fias_id");--> statement-breakpoint
CREATE INDEX "sale_lot_documents_lot_idx" ON "sale_lot_documents" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stock_items_product_idx" ON "stock_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_items_region_idx" ON "stock_items" USING btree ("region_fias_id");