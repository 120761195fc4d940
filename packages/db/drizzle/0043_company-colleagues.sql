-- A confirmed company's people share its objects (decision 0162): a row of one confirmed account
-- is seen by every confirmed account of the same role and INN (packages/db company-scope.ts). The
-- index finds a company's confirmed people; the account generation (decision 0131) now grows for
-- each of them when a row of one changes, so that no colleague is served a kept page made before.
CREATE INDEX "accounts_confirmed_company_idx" ON "accounts" USING btree ("inn","role") WHERE "company_status" = 'confirmed';--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_account_generation_of(account_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_generation (account_id, value)
  SELECT DISTINCT id, 1 FROM (
    SELECT id FROM unnest(account_ids) AS id WHERE id IS NOT NULL
    UNION
    SELECT colleague.id FROM accounts changed
      JOIN accounts colleague ON colleague.inn = changed.inn AND colleague.role = changed.role
        AND colleague.company_status = 'confirmed'
      WHERE changed.id = ANY(account_ids) AND changed.company_status = 'confirmed' AND changed.inn <> ''
  ) AS affected
  ON CONFLICT (account_id) DO UPDATE SET value = account_generation.value + 1;
$$;
