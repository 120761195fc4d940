-- The account generation (decision 0131): one counter per account that grows with every change of
-- a row belonging to it, so that a signed-in page kept for that account (apps/web
-- account-page-cache.ts) is never served after its data changed. Rows of a table are the
-- account's by the column named in the trigger's argument; an application's products by their
-- application. Not counted: sessions (last-seen is touched every minute), one-time codes and
-- CSP reports, which no page shows. A TRUNCATE (the demo seed) counts for every account.
CREATE TABLE "account_generation" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_account_generation_of(account_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_generation (account_id, value)
  SELECT DISTINCT id, 1 FROM unnest(account_ids) AS id WHERE id IS NOT NULL
  ON CONFLICT (account_id) DO UPDATE SET value = account_generation.value + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_account_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_id integer;
  after_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN after_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  PERFORM bump_account_generation_of(ARRAY[before_id, after_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_account_generation_of_application() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  application_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN application_ids := ARRAY[NEW.application_id];
  ELSIF TG_OP = 'DELETE' THEN application_ids := ARRAY[OLD.application_id];
  ELSE application_ids := ARRAY[OLD.application_id, NEW.application_id];
  END IF;
  PERFORM bump_account_generation_of(ARRAY(SELECT account_id FROM applications WHERE id = ANY(application_ids)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_every_account_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_generation SET value = value + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER application_products_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "application_products"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation_of_application();
--> statement-breakpoint
CREATE TRIGGER account_forms_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "account_forms"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER agent_applications_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "agent_applications"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('agent_account_id');
--> statement-breakpoint
CREATE TRIGGER agent_commissions_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "agent_commissions"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('agent_account_id');
--> statement-breakpoint
CREATE TRIGGER agent_contractors_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "agent_contractors"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('agent_account_id');
--> statement-breakpoint
CREATE TRIGGER agent_offers_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "agent_offers"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('agent_account_id');
--> statement-breakpoint
CREATE TRIGGER applications_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER attorneys_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "attorneys"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER cabinet_complaints_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "cabinet_complaints"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER cabinet_documents_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "cabinet_documents"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER cabinet_files_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "cabinet_files"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER cabinet_messages_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "cabinet_messages"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER cabinet_orders_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "cabinet_orders"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER chat_consultants_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "chat_consultants"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER chat_operator_state_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "chat_operator_state"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('consultant_account_id');
--> statement-breakpoint
CREATE TRIGGER company_invitations_account_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "company_invitations"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER company_invitations_agent_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "company_invitations"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('agent_account_id');
--> statement-breakpoint
CREATE TRIGGER compliance_forms_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "compliance_forms"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER contacts_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER deals_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "deals"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER document_orders_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "document_orders"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER factoring_registers_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "factoring_registers"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('supplier_account_id');
--> statement-breakpoint
CREATE TRIGGER notifications_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER offers_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER payments_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER product_reviews_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "product_reviews"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER registrations_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "registrations"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER reo_applications_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "reo_applications"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('partner_account_id');
--> statement-breakpoint
CREATE TRIGGER reo_contractors_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "reo_contractors"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('partner_account_id');
--> statement-breakpoint
CREATE TRIGGER ses_agreements_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "ses_agreements"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER signatures_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "signatures"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER spark_requests_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "spark_requests"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER subleasing_requests_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "subleasing_requests"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_accreditations_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_accreditations"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_check_lists_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_check_lists"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_complaint_answers_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_complaint_answers"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_deliveries_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_deliveries"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_product_changes_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_product_changes"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER supplier_special_offers_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "supplier_special_offers"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER accounts_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('id');
--> statement-breakpoint
CREATE TRIGGER account_forms_truncate_bumps_account_generations AFTER TRUNCATE ON "account_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER accounts_truncate_bumps_account_generations AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER agent_applications_truncate_bumps_account_generations AFTER TRUNCATE ON "agent_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER agent_commissions_truncate_bumps_account_generations AFTER TRUNCATE ON "agent_commissions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER agent_contractors_truncate_bumps_account_generations AFTER TRUNCATE ON "agent_contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER agent_offers_truncate_bumps_account_generations AFTER TRUNCATE ON "agent_offers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER application_products_truncate_bumps_account_generations AFTER TRUNCATE ON "application_products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER applications_truncate_bumps_account_generations AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER attorneys_truncate_bumps_account_generations AFTER TRUNCATE ON "attorneys"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER cabinet_complaints_truncate_bumps_account_generations AFTER TRUNCATE ON "cabinet_complaints"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER cabinet_documents_truncate_bumps_account_generations AFTER TRUNCATE ON "cabinet_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER cabinet_files_truncate_bumps_account_generations AFTER TRUNCATE ON "cabinet_files"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER cabinet_messages_truncate_bumps_account_generations AFTER TRUNCATE ON "cabinet_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER cabinet_orders_truncate_bumps_account_generations AFTER TRUNCATE ON "cabinet_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER chat_consultants_truncate_bumps_account_generations AFTER TRUNCATE ON "chat_consultants"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER chat_operator_state_truncate_bumps_account_generations AFTER TRUNCATE ON "chat_operator_state"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER company_invitations_truncate_bumps_account_generations AFTER TRUNCATE ON "company_invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER compliance_forms_truncate_bumps_account_generations AFTER TRUNCATE ON "compliance_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER contacts_truncate_bumps_account_generations AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER deals_truncate_bumps_account_generations AFTER TRUNCATE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER document_orders_truncate_bumps_account_generations AFTER TRUNCATE ON "document_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER factoring_registers_truncate_bumps_account_generations AFTER TRUNCATE ON "factoring_registers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER notifications_truncate_bumps_account_generations AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER offers_truncate_bumps_account_generations AFTER TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER payments_truncate_bumps_account_generations AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER product_reviews_truncate_bumps_account_generations AFTER TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER registrations_truncate_bumps_account_generations AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER reo_applications_truncate_bumps_account_generations AFTER TRUNCATE ON "reo_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER reo_contractors_truncate_bumps_account_generations AFTER TRUNCATE ON "reo_contractors"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER ses_agreements_truncate_bumps_account_generations AFTER TRUNCATE ON "ses_agreements"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER signatures_truncate_bumps_account_generations AFTER TRUNCATE ON "signatures"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER spark_requests_truncate_bumps_account_generations AFTER TRUNCATE ON "spark_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER subleasing_requests_truncate_bumps_account_generations AFTER TRUNCATE ON "subleasing_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_accreditations_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_accreditations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_check_lists_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_check_lists"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_complaint_answers_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_complaint_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_deliveries_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_product_changes_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_product_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_special_offers_truncate_bumps_account_generations AFTER TRUNCATE ON "supplier_special_offers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
