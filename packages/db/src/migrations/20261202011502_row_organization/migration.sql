-- Which organisation owns a row, for the audit of cross-tenant refusals only: after an id was not found under
-- the caller's organisation, this tells "another tenant's row" from "no such row". It answers the owning
-- organisation's id and nothing of the row, runs with the owner's rights (the services' role cannot see other
-- tenants' rows), and only the services' role may call it. Nothing calls it on a request that succeeded.
CREATE OR REPLACE FUNCTION "row_organization"(kind text, row_id integer) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT CASE kind
    WHEN 'organization' THEN (SELECT o.id FROM public.organizations o WHERE o.id = row_id)
    WHEN 'user' THEN (SELECT u.organization_id FROM public.users u WHERE u.id = row_id)
    WHEN 'funder' THEN (SELECT f.organization_id FROM public.funders f WHERE f.id = row_id)
    WHEN 'program' THEN (SELECT p.organization_id FROM public.programs p WHERE p.id = row_id)
    WHEN 'grant' THEN (SELECT g.organization_id FROM public.grants g WHERE g.id = row_id)
    WHEN 'application' THEN (SELECT a.organization_id FROM public.applications a WHERE a.id = row_id)
    WHEN 'report' THEN (SELECT r.organization_id FROM public.reports r WHERE r.id = row_id)
    WHEN 'file' THEN (SELECT f.organization_id FROM public.files f WHERE f.id = row_id)
    WHEN 'chat' THEN (SELECT c.organization_id FROM public.chats c WHERE c.id = row_id)
    WHEN 'import_job' THEN (SELECT j.organization_id FROM public.import_jobs j WHERE j.id = row_id)
  END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "row_organization"(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "row_organization"(text, integer) TO grantflow_app;
