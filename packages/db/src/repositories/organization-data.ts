import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';

// The organisation's records as the assistant's data source copies them (funders, programs, goals, grants,
// applications, reports): one statement per table, each filtered on organization_id (and RLS). Money in
// dollars, dates as yyyy-MM-dd, so a model reading the copy needs no conversion rules.

export type DataRow = Record<string, string | number | boolean | null>;

export interface OrganizationData {
  funders: DataRow[];
  programs: DataRow[];
  program_goals: DataRow[];
  grants: DataRow[];
  applications: DataRow[];
  reports: DataRow[];
}

const QUERIES: Record<keyof OrganizationData, (organizationId: number) => ReturnType<typeof sql>> = {
  funders: (org) => sql`select f.id, f.name, lower(f.type::text) as type, f.email, f.phone, f.website,
      f.complexity_score, f.key_contacts, f.notes, f.how_to_apply, f.is_paused,
      l.city, l.state, l.zipcode
    from funders f left join funder_locations l on l.funder_id = f.id and l.organization_id = f.organization_id
    where f.organization_id = ${org} order by f.id`,
  programs: (org) => sql`select id, name from programs where organization_id = ${org} order by id`,
  program_goals: (org) => sql`select program_id, fiscal_year, goal_cents / 100.0 as goal
    from program_yearly_goals where organization_id = ${org} order by program_id, fiscal_year`,
  grants: (org) => sql`select id, funder_id, program_id, frequency::text as frequency, recurrence_count
    from grants where organization_id = ${org} order by id`,
  applications: (
    org,
  ) => sql`select id, grant_id, status::text as status, to_char(deadline, 'YYYY-MM-DD') as deadline,
      deadline_type::text as deadline_type, amount_requested_cents / 100.0 as amount_requested,
      amount_awarded_cents / 100.0 as amount_awarded, to_char(submission_date, 'YYYY-MM-DD') as submission_date,
      to_char(receivement_date, 'YYYY-MM-DD') as award_date, declined,
      to_char(declined_date, 'YYYY-MM-DD') as declined_date, declined_reason,
      is_submitted_as_ineligible, ineligible_reason
    from applications where organization_id = ${org} order by id`,
  reports: (org) => sql`select id, application_id, to_char(deadline, 'YYYY-MM-DD') as deadline,
      lower(urgency::text) as urgency, submitted, to_char(submission_date, 'YYYY-MM-DD') as submission_date, description
    from reports where organization_id = ${org} order by id`,
};

function plain(row: Record<string, unknown>): DataRow {
  const out: DataRow = {};
  for (const [key, value] of Object.entries(row)) {
    // numeric comes back as text from pg: the copy stores numbers.
    out[key] =
      typeof value === 'string' && /^(goal|amount_)/.test(key) ? Number(value) : (value as DataRow[string]);
  }
  return out;
}

/** Reads the organisation's data for the assistant's copy; run inside `withTenant`. */
export async function readOrganizationData(
  tx: DbExecutor,
  organizationId: number,
): Promise<OrganizationData> {
  const data: Partial<OrganizationData> = {};
  // One after another: the statements share the transaction's single connection.
  for (const table of Object.keys(QUERIES) as (keyof OrganizationData)[]) {
    const result = await tx.execute<Record<string, unknown>>(QUERIES[table](organizationId));
    data[table] = result.rows.map(plain);
  }
  return data as OrganizationData;
}
