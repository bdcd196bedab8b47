import type pg from 'pg';

// The test's own reads of the demo records for the Data-source questions, written here in plain SQL
// over the tables (grants joined for the funder and program, not the copied columns) with the
// dashboard's definitions of sent, awarded and pending spelled out again (docs/product.md, Screens and
// routes: dashboard): an answer is checked against these, never against another answer.

export interface ReferenceAmounts {
  id: number;
  name: string;
  requested: number;
  awarded: number;
  pending: number;
}

const AMOUNTS = `
  coalesce(sum(a.amount_requested_cents) filter (where a.submission_date between $2 and $3), 0)::bigint as requested,
  coalesce(sum(a.amount_awarded_cents) filter (where a.status = 'AWARDED'
    and coalesce(a.receivement_date, a.fiscal_date, a.deadline) between $2 and $3), 0)::bigint as awarded,
  coalesce(sum(a.amount_requested_cents) filter (where a.submission_date between $2 and $3
    and a.status in ('PENDING', 'SUBMITTED') and a.amount_awarded_cents is null and a.receivement_date is null
    and not a.declined and a.submission_date >= $4::date - 365), 0)::bigint as pending`;

const SENT_OR_AWARDED = `count(*) filter (where a.submission_date between $2 and $3 or (a.status = 'AWARDED'
  and coalesce(a.receivement_date, a.fiscal_date, a.deadline) between $2 and $3)) > 0`;

const toAmounts = (row: Record<string, string | number>): ReferenceAmounts => ({
  id: Number(row.id),
  name: String(row.name),
  requested: Number(row.requested),
  awarded: Number(row.awarded),
  pending: Number(row.pending),
});

/** Sent, awarded and pending per funder or per program over [start, end], as of `today`. */
export async function referenceAmounts(
  pool: pg.Pool,
  organizationId: number,
  by: 'funder' | 'program',
  range: { start: string; end: string },
  today: string,
): Promise<ReferenceAmounts[]> {
  const party = by === 'funder' ? 'funders p on p.id = g.funder_id' : 'programs p on p.id = g.program_id';
  const { rows } = await pool.query(
    `select p.id, p.name, ${AMOUNTS}
     from applications a join grants g on g.id = a.grant_id join ${party}
     where a.organization_id = $1 group by p.id, p.name having ${SENT_OR_AWARDED}`,
    [organizationId, range.start, range.end, today],
  );
  return rows.map(toAmounts);
}

/** The same three sums over the whole organisation for one fiscal year. */
export async function referenceYear(
  pool: pg.Pool,
  organizationId: number,
  range: { start: string; end: string },
  today: string,
): Promise<ReferenceAmounts> {
  const { rows } = await pool.query(
    `select 0 as id, '' as name, ${AMOUNTS} from applications a where a.organization_id = $1`,
    [organizationId, range.start, range.end, today],
  );
  if (!rows[0]) throw new Error('no sums');
  return toAmounts(rows[0]);
}

/** A funder of the organisation by the start of its name. */
export async function funderNamed(pool: pg.Pool, organizationId: number, start: string) {
  const { rows } = await pool.query<{ id: number; name: string }>(
    'select id, name from funders where organization_id = $1 and name ilike $2 order by id',
    [organizationId, `${start}%`],
  );
  if (rows.length !== 1) throw new Error(`${rows.length} funders named ${start}`);
  return rows[0] as { id: number; name: string };
}

/** The funder's latest award: the day it counts on, the amount, the grant's program, the application. */
export async function referenceLastAward(pool: pg.Pool, funderId: number) {
  const { rows } = await pool.query<{ id: number; day: string; cents: string; program: string | null }>(
    `select a.id, to_char(coalesce(a.receivement_date, a.fiscal_date, a.deadline), 'YYYY-MM-DD') as day,
       a.amount_awarded_cents as cents, p.name as program
     from applications a join grants g on g.id = a.grant_id left join programs p on p.id = g.program_id
     where g.funder_id = $1 and a.status = 'AWARDED' order by 2 desc, a.id desc limit 1`,
    [funderId],
  );
  const row = rows[0];
  return row ? { id: row.id, day: row.day, cents: Number(row.cents), program: row.program } : null;
}
