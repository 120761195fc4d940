-- Issue 13, decision 0109: a supplier proposes a new product card. A change of kind 'new' has no
-- product until the manager accepts it (then product_id is the created product), names the
-- supplier it belongs to and carries the proposed card (category, title, characteristics, photos).
ALTER TABLE "supplier_product_changes" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD COLUMN "kind" text DEFAULT 'edit' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_product_changes" ADD CONSTRAINT "supplier_product_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_product_changes_supplier_idx" ON "supplier_product_changes" USING btree ("supplier_id","kind");--> statement-breakpoint
CREATE TABLE "product_photos" (
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "product_photos_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_file_id_cabinet_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_file_idx" ON "product_photos" USING btree ("file_id");--> statement-breakpoint
CREATE TRIGGER product_photos_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
