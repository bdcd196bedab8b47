import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funderFilings } from '../schema/funder-filings.ts';
import { funders } from '../schema/funders.ts';
import { found } from './shared.ts';

// Funder research (docs/product.md, Funder research): the confirmed EIN on the funder and its filings,
// replaced as a whole on every fetch so a refresh never leaves a mix of two answers.

export interface FunderFilingRecord {
  funderId: number;
  year: number;
  formType: string;
  revenue: number | null;
  assets: number | null;
  grantsPaid: number | null;
  sourceUrl: string;
  fetchedAt: Date;
}

export type FunderFilingInput = Omit<FunderFilingRecord, 'funderId' | 'fetchedAt'>;

/** Stores the EIN on the funder (FUNDER_NOT_FOUND when the organisation has no such funder). */
export async function setFunderEin(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  ein: string,
): Promise<void> {
  const [row] = await tx
    .update(funders)
    .set({ ein })
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)))
    .returning({ id: funders.id });
  found(row, 'FUNDER_NOT_FOUND');
}

/** Replaces the funder's filings with `filings`, all stamped `fetchedAt`. */
export async function replaceFunderFilings(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  filings: readonly FunderFilingInput[],
  fetchedAt: Date,
): Promise<void> {
  await tx
    .delete(funderFilings)
    .where(and(eq(funderFilings.organizationId, organizationId), eq(funderFilings.funderId, funderId)));
  if (filings.length === 0) return;
  await tx
    .insert(funderFilings)
    .values(filings.map((filing) => ({ ...filing, organizationId, funderId, fetchedAt })))
    .onConflictDoNothing();
}

/** The filings of several funders, oldest year first, grouped by funder. */
export async function listFunderFilings(
  tx: DbExecutor,
  organizationId: number,
  funderIds: readonly number[],
): Promise<Map<number, FunderFilingRecord[]>> {
  const byFunder = new Map<number, FunderFilingRecord[]>(funderIds.map((id) => [id, []]));
  if (funderIds.length === 0) return byFunder;
  const rows = await tx
    .select({
      funderId: funderFilings.funderId,
      year: funderFilings.year,
      formType: funderFilings.formType,
      revenue: funderFilings.revenue,
      assets: funderFilings.assets,
      grantsPaid: funderFilings.grantsPaid,
      sourceUrl: funderFilings.sourceUrl,
      fetchedAt: funderFilings.fetchedAt,
    })
    .from(funderFilings)
    .where(
      and(eq(funderFilings.organizationId, organizationId), inArray(funderFilings.funderId, [...funderIds])),
    )
    .orderBy(asc(funderFilings.funderId), asc(funderFilings.year), asc(funderFilings.formType));
  for (const row of rows) byFunder.get(row.funderId)?.push(row);
  return byFunder;
}

/** The funders of the organisation with a confirmed EIN, for the periodic refresh. */
export async function listConfirmedFunders(
  tx: DbExecutor,
  organizationId: number,
): Promise<Array<{ id: number; ein: string }>> {
  const rows = await tx
    .select({ id: funders.id, ein: funders.ein })
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), isNotNull(funders.ein)))
    .orderBy(desc(funders.id));
  return rows.flatMap((row) => (row.ein ? [{ id: row.id, ein: row.ein }] : []));
}

/** The figure of the funder's latest filing that states it, for ordering the funders list (null: none). */
export function latestFilingSortSql(figure: 'revenue' | 'grants_paid'): SQL<number | null> {
  return sql`(select ${sql.raw(`ff.${figure}`)} from funder_filings ff
    where ff.organization_id = "funders"."organization_id" and ff.funder_id = "funders"."id"
      and ${sql.raw(`ff.${figure}`)} is not null
    order by ff.year desc limit 1)`;
}
