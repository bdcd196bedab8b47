-- Organisation currency (issue 13 defect 9): the ISO 4217 code an organisation's amounts are shown in.
-- Amounts stay cents; every existing organisation keeps US dollars. The allowed codes are checked once,
-- in packages/domain (money/currency.ts) through packages/validation, not here.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "currency" text DEFAULT 'USD' NOT NULL;
