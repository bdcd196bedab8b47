-- Personal access tokens for API and MCP clients (docs/architecture.md, Personal access tokens): identity data
-- keyed by user, like sessions, so the same row-level security: an identity transaction, or a user of the
-- current organisation.
CREATE TABLE IF NOT EXISTS "personal_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL CONSTRAINT "personal_access_tokens_token_hash_unique" UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personal_access_tokens_user_id_idx" ON "personal_access_tokens" ("user_id","created_at");
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" DROP CONSTRAINT IF EXISTS "personal_access_tokens_user_id_users_id_fkey";
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_user_id_users_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS "personal_access_tokens_access" ON "personal_access_tokens";
--> statement-breakpoint
CREATE POLICY "personal_access_tokens_access" ON "personal_access_tokens" USING (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int)) WITH CHECK (current_setting('app.identity', true) = 'on' OR user_id IN (SELECT u.id FROM users u WHERE u.organization_id = nullif(current_setting('app.organization_id', true), '')::int));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "personal_access_tokens" TO grantflow_app;
--> statement-breakpoint
-- A request that carries a personal access token, in one statement: the live token with this hash → its user
-- → the user's organisation, and the requested organisation, in the shape `request_identity` answers (with
-- `token` for `session`). The same function-level `app.identity` and caller's rights as `request_identity`.
-- It also refreshes `last_used_at` when that is a minute old or more, in the same statement: most requests
-- write nothing, and a token in use costs at most one row update a minute. VOLATILE because of that write.
CREATE OR REPLACE FUNCTION "access_token_identity"(
  hashed text, at_time timestamptz, requested integer
) RETURNS json
LANGUAGE plpgsql VOLATILE SET app.identity TO 'on' SET search_path = pg_catalog, public AS $$
DECLARE
  answer json;
  token_key uuid;
  last_used timestamptz;
BEGIN
  SELECT t.id, t.last_used_at,
    json_build_object(
      'token', json_build_object('id', t.id, 'userId', t.user_id, 'expiresAt', t.expires_at),
      'user', json_build_object(
        'id', u.id, 'email', u.email, 'role', u.role, 'authorized', u.authorized,
        'organizationId', u.organization_id,
        'organization', json_build_object(
          'id', o.id, 'name', o.name, 'fiscalYearStart', o.fiscal_year_start, 'currency', o.currency)),
      'requested', CASE WHEN requested IS NULL THEN NULL ELSE public.requested_organization(u.id, requested) END)
  INTO token_key, last_used, answer
  FROM public.personal_access_tokens t
  JOIN public.users u ON u.id = t.user_id
  JOIN public.organizations o ON o.id = u.organization_id
  WHERE t.token_hash = hashed AND (t.expires_at IS NULL OR t.expires_at > at_time);
  IF token_key IS NOT NULL AND (last_used IS NULL OR last_used <= at_time - interval '1 minute') THEN
    UPDATE public.personal_access_tokens SET last_used_at = at_time WHERE id = token_key;
  END IF;
  RETURN answer;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "access_token_identity"(text, timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "access_token_identity"(text, timestamptz, integer) TO grantflow_app;
