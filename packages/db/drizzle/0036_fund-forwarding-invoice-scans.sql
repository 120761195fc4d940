-- The manager forwards a farm's lease application to a regional fund (who, when, the note to
-- the fund), and the factoring supplier's scan of each invoice (a cabinet file of the supplier)
-- (issue 14, docs/decisions/0114).
ALTER TABLE "reo_applications" ADD COLUMN "forwarded_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reo_applications" ADD COLUMN "forward_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reo_applications" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "factoring_invoices" ADD COLUMN "scan_file_id" integer;--> statement-breakpoint
ALTER TABLE "factoring_invoices" ADD CONSTRAINT "factoring_invoices_scan_file_id_cabinet_files_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."cabinet_files"("id") ON DELETE set null ON UPDATE no action;
