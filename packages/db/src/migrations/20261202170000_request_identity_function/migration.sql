-- A request's identity in one statement (docs/architecture.md, Tenancy). Each function runs with
-- `app.identity` = 'on' as a function-level setting (SET clause): PostgreSQL sets it on entry and restores the
-- caller's value on exit, also when the function fails, so it exists only while the function runs and a
-- pooled connection never keeps it. They run with the caller's rights (SECURITY INVOKER, RLS in force) and
-- answer only the row the arguments name: a live session of the claimed user, or one organisation and the
-- user's manager link to it. Which organisation a role may act for is decided by packages/auth, not here.
-- PL/pgSQL, not SQL: a SET clause keeps an SQL function from being inlined, and PL/pgSQL keeps each
-- connection's plan of its statement.
CREATE OR REPLACE FUNCTION "requested_organization"(wanted_by integer, wanted integer) RETURNS json
LANGUAGE plpgsql STABLE SET app.identity TO 'on' SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'organization', json_build_object(
        'id', o.id, 'name', o.name, 'fiscalYearStart', o.fiscal_year_start, 'currency', o.currency),
      'linked', EXISTS (
        SELECT 1 FROM public.manager_links l WHERE l.user_id = wanted_by AND l.organization_id = o.id))
    FROM public.organizations o
    WHERE o.id = wanted
  );
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "request_identity"(
  session_key uuid, claimed_user integer, at_time timestamptz, requested integer
) RETURNS json
LANGUAGE plpgsql STABLE SET app.identity TO 'on' SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'session', json_build_object('id', s.id, 'userId', s.user_id, 'expiresAt', s.expires_at),
      'user', json_build_object(
        'id', u.id, 'email', u.email, 'role', u.role, 'authorized', u.authorized,
        'organizationId', u.organization_id,
        'organization', json_build_object(
          'id', o.id, 'name', o.name, 'fiscalYearStart', o.fiscal_year_start, 'currency', o.currency)),
      'requested', CASE WHEN requested IS NULL THEN NULL ELSE public.requested_organization(u.id, requested) END)
    FROM public.sessions s
    JOIN public.users u ON u.id = s.user_id
    JOIN public.organizations o ON o.id = u.organization_id
    WHERE s.id = session_key AND s.user_id = claimed_user AND s.expires_at > at_time
  );
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "requested_organization"(integer, integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "request_identity"(uuid, integer, timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "requested_organization"(integer, integer) TO grantflow_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "request_identity"(uuid, integer, timestamptz, integer) TO grantflow_app;
