ALTER TABLE "supplier_stores" ADD COLUMN "hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_stores" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_stores" ALTER COLUMN "lon" DROP NOT NULL;--> statement-breakpoint
CREATE TRIGGER supplier_stores_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_stores"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_public_documents_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_public_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
