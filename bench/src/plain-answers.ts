import type pg from 'pg';
import { type DocumentNode, Kind, parse, type SelectionSetNode } from 'postgraphile/graphql';
import type { GeneratedDocument, PlainList } from './generated-documents.ts';
import { displayStatus, dollars } from './raw-sql.ts';

// The answer a generated document must give, from plain SQL run directly on the database under the tenant
// setting (the services' role and app.organization_id, so RLS applies as for Grantflow): every field any
// document selects, named as GraphQL names it, then cut down to the document's own selection.

const GRANT_JSON = (g: string, p: string, f: string) => `json_build_object('id', ${g}.id::text,
  'frequency', ${g}.frequency,
  'program', case when ${p}.id is not null then json_build_object('id', ${p}.id::text, 'name', ${p}.name) end,
  'funder', json_build_object('id', ${f}.id::text, 'name', ${f}.name))`;

const GRANT_JOINS = (
  a: string,
) => `join grants g on g.id = ${a}.grant_id and g.organization_id = ${a}.organization_id
  join funders f on f.id = g.funder_id and f.organization_id = g.organization_id
  left join programs p on p.id = g.program_id and p.organization_id = g.organization_id`;

/** $1 page size, $2 today. */
const APPLICATIONS = `select json_build_object('total', (select count(*) from applications),
  'items', coalesce((select json_agg(row order by deadline, id) from (
    select a.id, a.deadline, json_build_object('id', a.id::text, 'status', a.status, 'deadline', a.deadline,
      'deadlineType', a.deadline_type, 'declined', a.declined,
      'isSubmittedAsIneligible', a.is_submitted_as_ineligible, 'ineligibleReason', a.ineligible_reason,
      'displayStatus', ${displayStatus('a')},
      'canEdit', ${displayStatus('a')} in ('NOT_APPLY', 'PENDING', 'AWARDED', 'DECLINED', 'SUBMITTED'),
      'grant', ${GRANT_JSON('g', 'p', 'f')},
      'reports', coalesce((select json_agg(json_build_object('id', r.id::text, 'deadline', r.deadline,
        'submitted', r.submitted) order by r.deadline, r.id) from reports r
        where r.organization_id = a.organization_id and r.application_id = a.id), '[]')) as row
    from applications a ${GRANT_JOINS('a')} order by a.deadline, a.id limit $1) page), '[]')) as answer`;

/** $1 page size. */
const FUNDERS = `select json_build_object('total', (select count(*) from funders),
  'items', coalesce((select json_agg(row order by lower(name), id) from (
    select f.id, f.name, json_build_object('id', f.id::text, 'name', f.name, 'email', f.email, 'type', f.type,
      'website', f.website, 'totalAwardAmount', ${dollars(`(select coalesce(sum(aw.amount_awarded_cents), 0)
        from applications aw where aw.organization_id = f.organization_id and aw.funder_id = f.id
          and aw.status = 'AWARDED')`)}) as row
    from funders f order by lower(f.name), f.id limit $1) page), '[]')) as answer`;

/** $1 page size. */
const REPORTS = `select json_build_object('total', (select count(*) from reports),
  'items', coalesce((select json_agg(row order by deadline, id) from (
    select r.id, r.deadline, json_build_object('id', r.id::text, 'deadline', r.deadline, 'urgency', r.urgency,
      'submitted', r.submitted, 'submissionDate', r.submission_date, 'description', r.description,
      'grantApplication', json_build_object('id', a.id::text, 'grant', ${GRANT_JSON('g', 'p', 'f')})) as row
    from reports r join applications a on a.id = r.application_id and a.organization_id = r.organization_id
      ${GRANT_JOINS('a')} order by r.deadline, r.id limit $1) page), '[]')) as answer`;

/** $1 funder, $2 page size, $3 applications per grant: grants by program name, then id. */
const FUNDER_GRANTS = `select json_build_object('total', (select count(*) from grants where funder_id = $1),
  'items', coalesce((select json_agg(row order by program_name, id) from (
    select g.id, p.name as program_name, json_build_object('id', g.id::text, 'frequency', g.frequency,
      'applications', json_build_object(
        'total', (select count(*) from applications x where x.grant_id = g.id),
        'items', coalesce((select json_agg(json_build_object('id', x.id::text, 'deadline', x.deadline,
          'status', x.status) order by x.deadline, x.id) from (select * from applications x
          where x.grant_id = g.id order by x.deadline, x.id limit $3) x), '[]'))) as row
    from grants g left join programs p on p.id = g.program_id and p.organization_id = g.organization_id
    where g.funder_id = $1 order by p.name, g.id limit $2) page), '[]')) as answer`;

/** $1 funder, $2 page size: its AWARDED applications, latest award date (received, fiscal, deadline) first. */
const FUNDER_AWARDS = `select json_build_object(
  'total', (select count(*) from applications where funder_id = $1 and status = 'AWARDED'),
  'items', coalesce((select json_agg(row order by award_date desc, id desc) from (
    select a.id, coalesce(a.receivement_date, a.fiscal_date, a.deadline) as award_date,
      json_build_object('id', a.id::text, 'deadline', a.deadline, 'status', a.status) as row
    from applications a where a.funder_id = $1 and a.status = 'AWARDED'
    order by coalesce(a.receivement_date, a.fiscal_date, a.deadline) desc, a.id desc limit $2) page), '[]'))
  as answer`;

export interface PlainScope {
  organizationId: number;
  funderId: number;
  /** yyyy-MM-dd, as the api's today (UTC). */
  today: string;
}

async function asTenant<T>(client: pg.Client, organizationId: number, run: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query('set local role grantflow_app');
    await client.query("select set_config('app.organization_id', $1, true)", [String(organizationId)]);
    return await run();
  } finally {
    await client.query('rollback');
  }
}

async function one(client: pg.Client, text: string, values: unknown[]): Promise<unknown> {
  const { rows } = await client.query(text, values);
  return rows[0]?.answer;
}

/** Every field of the documents of one kind, keyed as the response's data is. */
export async function plainData(client: pg.Client, list: PlainList, scope: PlainScope): Promise<unknown> {
  return asTenant(client, scope.organizationId, async () => {
    switch (list) {
      case 'applications':
        return { listApplications: await one(client, APPLICATIONS, [20, scope.today]) };
      case 'funders':
        return { listFunders: await one(client, FUNDERS, [12]) };
      case 'reports':
        return { listReports: await one(client, REPORTS, [8]) };
      case 'organization-funders':
        return {
          getOrganization: { id: String(scope.organizationId), funders: await one(client, FUNDERS, [20]) },
        };
      case 'funder-awards':
        return {
          getFunder: {
            id: String(scope.funderId),
            awards: await one(client, FUNDER_AWARDS, [scope.funderId, 20]),
          },
        };
      case 'funder-grants':
        return {
          getFunder: {
            id: String(scope.funderId),
            grants: await one(client, FUNDER_GRANTS, [scope.funderId, 20, 5]),
          },
        };
    }
  });
}

/** The value cut down to the fields a selection set asks for (aliases respected). */
export function select(value: unknown, selectionSet: SelectionSetNode | undefined): unknown {
  if (!selectionSet || value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => select(item, selectionSet));
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    result[key] = select(source[selection.name.value] ?? null, selection.selectionSet);
  }
  return result;
}

/** The data a generated document must answer. */
export async function expectedData(
  client: pg.Client,
  document: GeneratedDocument,
  scope: PlainScope,
): Promise<unknown> {
  const parsed: DocumentNode = parse(document.request.query);
  const operation = parsed.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`${document.id}: no operation`);
  return select(await plainData(client, document.plain, scope), operation.selectionSet);
}

/** The funder the nested documents list: the organisation's funder with the most grants. */
export async function busiestFunder(client: pg.Client, organizationId: number): Promise<number> {
  const { rows } = await client.query(
    `select funder_id from grants where organization_id = $1 group by funder_id
     order by count(*) desc, funder_id limit 1`,
    [organizationId],
  );
  if (!rows[0]) throw new Error(`organisation ${organizationId} has no grants`);
  return Number(rows[0].funder_id);
}
