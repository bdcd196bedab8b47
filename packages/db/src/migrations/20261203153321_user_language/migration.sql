-- The language each user works in (en, pt, de): the e-mails they are sent and their calendar feed's texts
-- are written in it. Set from the web app's language at sign-up and whenever the user changes it; every
-- existing user keeps English until then.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" in ('en', 'pt', 'de'));
