import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funderLocations, funders } from '../schema/funders.ts';
import { latestFilingSortSql } from './funder-filings.ts';
import {
  medianResponseDaysSortSql,
  responsivenessFromJson,
  responsivenessJsonSql,
  winRateSortSql,
} from './funder-responsiveness.ts';
import { type ListOrder, listOrder, type OrderKey } from './keyset.ts';
import { FULL_FUNDER_LOAD, type FunderLoad } from './load.ts';
import {
  AWARD_DATE_SQL,
  containsPattern,
  type DateRange,
  dateRangeConditions,
  found,
  organizationRowsIn,
  type Page,
  type PageRequest,
  pageTotalColumn,
  selectPage,
  toNumber,
} from './shared.ts';

export interface LocationRecord {
  id: number;
  streetAddress: string | null;
  complement: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface LastAwardRecord {
  amountAwardedCents: number;
  receivementDate: string;
}

export interface FunderRecord {
  id: number;
  organizationId: number;
  name: string;
  email: string | null;
  phone: string | null;
  type: FunderType;
  website: string | null;
  complexityScore: number | null;
  keyContacts: string | null;
  notes: string | null;
  howToApply: string | null;
  isPaused: boolean;
  /** The confirmed EIN of its public 990 filings (nine digits), or null. */
  ein: string | null;
  location: LocationRecord | null;
  /** Sum of AWARDED amounts over every grant of the funder (all time); undefined unless loaded. */
  totalAwardCents?: number;
  /** Undefined unless loaded; null when the funder has no dated award. */
  lastAward?: LastAwardRecord | null;
  /** Undefined unless loaded. */
  responsiveness?: FunderResponsiveness;
}

export interface LocationInput {
  streetAddress?: string | null;
  complement?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

export interface FunderFields {
  name: string;
  type: FunderType;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  complexityScore?: number | null;
  keyContacts?: string | null;
  notes?: string | null;
  howToApply?: string | null;
  isPaused?: boolean;
}

function rangeCondition(range: DateRange | undefined): SQL {
  return sql.join(dateRangeConditions(AWARD_DATE_SQL, range).map((part) => sql` and ${part}`));
}

// Correlated subqueries keep a whole page of funders (with totals and last awards) one statement. The outer
// column is written out: drizzle leaves columns unqualified in single-table selects, where `id` is ambiguous.
// Both read applications.funder_id (kept by the database, see the schema) through applications_awarded_funder_idx.
const OUTER_FUNDER_ID = sql.raw('"funders"."id"');
const OUTER_FUNDER_ORGANIZATION = sql.raw('"funders"."organization_id"');
function totalAwardSql(range?: DateRange) {
  return sql`(select coalesce(sum(aw.amount_awarded_cents), 0) from applications aw
    where aw.organization_id = ${OUTER_FUNDER_ORGANIZATION} and aw.funder_id = ${OUTER_FUNDER_ID}
      and aw.status = 'AWARDED'${rangeCondition(range)})`;
}

const lastAwardSql = (column: 'amount_awarded_cents' | 'receivement_date') =>
  sql`(select ${sql.raw(`aw.${column}`)} from applications aw
    where aw.organization_id = ${OUTER_FUNDER_ORGANIZATION} and aw.funder_id = ${OUTER_FUNDER_ID}
      and aw.status = 'AWARDED' and aw.receivement_date is not null
    order by aw.receivement_date desc, aw.id desc limit 1)`;

/** A funder's columns, its location's and, as `load` asks, its award total and last award. */
export function funderColumns(load: FunderLoad) {
  return {
    id: funders.id,
    organizationId: funders.organizationId,
    name: funders.name,
    email: funders.email,
    phone: funders.phone,
    type: funders.type,
    website: funders.website,
    complexityScore: funders.complexityScore,
    keyContacts: funders.keyContacts,
    notes: funders.notes,
    howToApply: funders.howToApply,
    isPaused: funders.isPaused,
    ein: funders.ein,
    locationId: funderLocations.id,
    streetAddress: funderLocations.streetAddress,
    complement: funderLocations.complement,
    city: funderLocations.city,
    state: funderLocations.state,
    zipcode: funderLocations.zipcode,
    totalAward: load.totals ? sql<string>`${totalAwardSql()}` : sql<null>`null`,
    lastAwardAmount: load.lastAward
      ? sql<string | null>`${lastAwardSql('amount_awarded_cents')}`
      : sql<null>`null`,
    lastAwardDate: load.lastAward
      ? sql<string | null>`${lastAwardSql('receivement_date')}::text`
      : sql<null>`null`,
    responsiveness: load.responsiveness ? responsivenessJsonSql(load.responsiveness.today) : sql<null>`null`,
  };
}

/** The funder's location (at most one), for a select whose FROM list holds `funders`. */
export const locationOfFunder = and(
  eq(funderLocations.funderId, funders.id),
  eq(funderLocations.organizationId, funders.organizationId),
);

function selectFunders(tx: DbExecutor, load: FunderLoad) {
  return tx.select(funderColumns(load)).from(funders).leftJoin(funderLocations, locationOfFunder);
}

type FunderRow = Awaited<ReturnType<typeof selectFunders>>[number];

/** A row of `funderColumns(load)` as a record; what `load` left out stays undefined. */
export function toFunderRecord(row: FunderRow, load: FunderLoad): FunderRecord {
  // Field by field rather than rest and spread: it runs for every funder of every list row, and the rest
  // pattern was the costliest function of a grant-list request in the api's profile.
  const record: FunderRecord = {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    website: row.website,
    complexityScore: row.complexityScore,
    keyContacts: row.keyContacts,
    notes: row.notes,
    howToApply: row.howToApply,
    isPaused: row.isPaused,
    ein: row.ein,
    location:
      row.locationId === null
        ? null
        : {
            id: row.locationId,
            streetAddress: row.streetAddress,
            complement: row.complement,
            city: row.city,
            state: row.state,
            zipcode: row.zipcode,
          },
  };
  if (load.totals) record.totalAwardCents = toNumber(row.totalAward);
  if (load.lastAward) {
    record.lastAward = row.lastAwardDate
      ? { receivementDate: row.lastAwardDate, amountAwardedCents: toNumber(row.lastAwardAmount) }
      : null;
  }
  if (load.responsiveness) record.responsiveness = responsivenessFromJson(row.responsiveness);
  return record;
}

export interface ListFundersOptions extends PageRequest {
  organizationId: number;
  search?: string | null;
  /** Run the count (`total`); false leaves `total` undefined. Default true. */
  withTotal?: boolean;
  load?: FunderLoad;
  /** Order by a responsiveness figure first (nulls last), then by name; absent: by name alone. */
  sort?: FunderSort | null;
}

export type FunderSortField = 'WIN_RATE' | 'MEDIAN_RESPONSE_DAYS' | 'LATEST_REVENUE' | 'LATEST_GRANTS_PAID';

function sortFigureSql(sort: FunderSort): SQL<number | null> {
  switch (sort.field) {
    case 'WIN_RATE':
      return winRateSortSql(sort.today);
    case 'MEDIAN_RESPONSE_DAYS':
      return medianResponseDaysSortSql(sort.today);
    case 'LATEST_REVENUE':
      return latestFilingSortSql('revenue');
    case 'LATEST_GRANTS_PAID':
      return latestFilingSortSql('grants_paid');
  }
}

export interface FunderSort {
  field: FunderSortField;
  direction: 'ASC' | 'DESC';
  /** yyyy-MM-dd: the day did-not-respond is derived for. */
  today: string;
}

/** The funders list's order: the sort's figure first (nulls last) when there is one, then name, then id. */
function funderOrder(sort: FunderSort | null | undefined): ListOrder {
  const figure: OrderKey[] = sort
    ? [
        {
          value: sortFigureSql(sort),
          direction: sort.direction === 'DESC' ? 'desc' : 'asc',
          nullable: true,
        },
      ]
    : [];
  return listOrder([
    ...figure,
    { value: sql`lower(${funders.name})`, direction: 'asc' },
    { value: funders.id, direction: 'asc' },
  ]);
}

/** Funders of the organisation by name, searched on name, e-mail and type (case-insensitive). */
export async function listFunders(tx: DbExecutor, options: ListFundersOptions): Promise<Page<FunderRecord>> {
  const search = options.search?.trim();
  const where = and(
    eq(funders.organizationId, options.organizationId),
    search
      ? or(
          ilike(funders.name, containsPattern(search)),
          ilike(funders.email, containsPattern(search)),
          ilike(sql`${funders.type}::text`, containsPattern(search.replace(/\s+/g, '_'))),
        )
      : undefined,
  );
  const load = options.load ?? FULL_FUNDER_LOAD;
  const counted =
    options.withTotal === false ? null : tx.select({ value: count() }).from(funders).where(where);
  const order = funderOrder(options.sort);
  const { rows, total, next } = await selectPage(
    tx
      .select({
        ...funderColumns(load),
        pageTotal: pageTotalColumn(counted),
        pageCursor: order.cursorColumn(options.after),
      })
      .from(funders)
      .leftJoin(funderLocations, locationOfFunder)
      .where(and(where, order.after(options.after)))
      .orderBy(...order.orderBy),
    counted,
    options,
  );
  const items = rows.map((row) => toFunderRecord(row, load));
  return next ? { items, total, next } : { items, total };
}

/** Funders by id (one statement), in no particular order; ids of other organisations are absent. */
export async function loadFunders(
  tx: DbExecutor,
  organizationId: number,
  ids: readonly number[],
  load: FunderLoad = FULL_FUNDER_LOAD,
): Promise<Map<number, FunderRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await selectFunders(tx, load).where(
    organizationRowsIn(funders.organizationId, organizationId, funders.id, ids),
  );
  return new Map(rows.map((row) => [row.id, toFunderRecord(row, load)]));
}

export async function getFunder(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  load: FunderLoad = FULL_FUNDER_LOAD,
): Promise<FunderRecord> {
  return found((await loadFunders(tx, organizationId, [id], load)).get(id), 'FUNDER_NOT_FOUND');
}

/** Award totals of several funders within an optional date range (one statement). */
export async function funderAwardTotals(
  tx: DbExecutor,
  organizationId: number,
  ids: readonly number[],
  range: DateRange,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: funders.id, total: totalAwardSql(range) })
    .from(funders)
    .where(organizationRowsIn(funders.organizationId, organizationId, funders.id, ids));
  return new Map(rows.map((row) => [row.id, toNumber(row.total)]));
}

function hasLocationText(location: LocationInput): boolean {
  return [location.city, location.state, location.streetAddress, location.zipcode, location.complement].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

export async function createFunder(
  tx: DbExecutor,
  organizationId: number,
  fields: FunderFields,
  location: LocationInput | null | undefined,
): Promise<number> {
  const [row] = await tx
    .insert(funders)
    .values({ ...fields, organizationId })
    .returning({ id: funders.id });
  if (!row) throw new DomainError('INTERNAL');
  if (location && hasLocationText(location)) {
    await tx.insert(funderLocations).values({ ...location, organizationId, funderId: row.id });
  }
  return row.id;
}

/** Partial update: keys absent from `fields` stay; `location: null` removes it. */
export async function updateFunder(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  fields: Partial<FunderFields>,
  location: LocationInput | null | undefined,
): Promise<void> {
  const where = and(eq(funders.organizationId, organizationId), eq(funders.id, id));
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(changes).length > 0
      ? await tx.update(funders).set(changes).where(where).returning({ id: funders.id })
      : await tx.select({ id: funders.id }).from(funders).where(where);
  found(row, 'FUNDER_NOT_FOUND');
  if (location === undefined) return;
  const locationWhere = and(
    eq(funderLocations.organizationId, organizationId),
    eq(funderLocations.funderId, id),
  );
  if (location === null) {
    await tx.delete(funderLocations).where(locationWhere);
    return;
  }
  await tx
    .insert(funderLocations)
    .values({ ...location, organizationId, funderId: id })
    .onConflictDoUpdate({
      target: [funderLocations.organizationId, funderLocations.funderId],
      set: location,
    });
}

export async function deleteFunder(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(funders)
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, id)))
    .returning({ id: funders.id });
  found(row, 'FUNDER_NOT_FOUND');
}

export async function assertFunderExists(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: funders.id })
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, id)));
  found(row, 'FUNDER_NOT_FOUND');
}
