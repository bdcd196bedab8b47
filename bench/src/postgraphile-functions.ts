import pg from 'pg';

// PostGraphile's own way to answer derived values: computed-column functions (a function whose first argument
// is the table's row and whose name starts with the table's name becomes a field of that type). These give the
// funders list the same award total and responsiveness Grantflow's web document asks for, so PostGraphile is
// measured answering the same question. They live in a schema of their own that only PostGraphile introspects;
// nothing of Grantflow reads them. Invoker's rights: RLS applies inside as in the outer query. The formulas are
// packages/db's (funders.ts award total; funder-responsiveness.ts, with winRate from packages/domain) and the
// answers are compared with Grantflow's before measuring (`answer` column).
export const POSTGRAPHILE_FUNCTIONS_SCHEMA = 'bench_postgraphile';

const AWAITING_ANSWER_FOR_A_YEAR = `s.status in ('PENDING', 'SUBMITTED') and s.amount_awarded_cents is null
  and s.receivement_date is null and not s.declined and s.submission_date < current_date - 365`;

const DDL = `
create schema if not exists ${POSTGRAPHILE_FUNCTIONS_SCHEMA};
grant usage on schema ${POSTGRAPHILE_FUNCTIONS_SCHEMA} to grantflow_app;
do $$ begin
  create type ${POSTGRAPHILE_FUNCTIONS_SCHEMA}.funder_responsiveness as (win_rate float8, median_response_days float8);
exception when duplicate_object then null; end $$;
create or replace function ${POSTGRAPHILE_FUNCTIONS_SCHEMA}.funders_total_award_amount(f public.funders)
  returns float8 language sql stable parallel safe as $$
  select (coalesce(sum(aw.amount_awarded_cents), 0) / 100.0)::float8 from public.applications aw
  where aw.organization_id = f.organization_id and aw.funder_id = f.id and aw.status = 'AWARDED' $$;
create or replace function ${POSTGRAPHILE_FUNCTIONS_SCHEMA}.funders_responsiveness(f public.funders)
  returns ${POSTGRAPHILE_FUNCTIONS_SCHEMA}.funder_responsiveness language sql stable parallel safe as $$
  select (count(*) filter (where s.status = 'AWARDED'))::float8 / nullif(count(*) filter (
      where s.status in ('AWARDED', 'DECLINED') or (${AWAITING_ANSWER_FOR_A_YEAR})), 0),
    percentile_cont(0.5) within group (order by case
      when s.receivement_date is not null then s.receivement_date - s.submission_date
      when ${AWAITING_ANSWER_FOR_A_YEAR} then 365 end)
  from public.applications s
  where s.organization_id = f.organization_id and s.funder_id = f.id and s.submission_date is not null $$;
`;

/** Creates (or replaces) the computed-column functions; a superuser URL. */
export async function ensurePostgraphileFunctions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(DDL);
  } finally {
    await client.end();
  }
}
