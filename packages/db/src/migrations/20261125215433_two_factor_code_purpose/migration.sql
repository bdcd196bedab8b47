ALTER TABLE "two_factor_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_purpose" CHECK ("purpose" in ('login', 'setup'));