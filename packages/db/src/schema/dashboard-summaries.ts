import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { day } from './columns.ts';
import { tenantId } from './tenant.ts';

// The dashboard's summaries (migration `…_dashboard_summaries`, docs/architecture.md, Kept-exact summaries):
// kept by statement triggers on applications in the writing transaction, never written by code. Keyed by
// calendar month (its first day), so a fiscal year of any start folds from month rows at read time.

/** Per month: awards by award date, sent and still-awaiting amounts by submission date. */
export const dashboardMonthTotals = pgTable(
  'dashboard_month_totals',
  {
    organizationId: tenantId(),
    month: day('month').notNull(),
    awardedCents: bigint('awarded_cents', { mode: 'number' }).notNull().default(0),
    awardedCount: integer('awarded_count').notNull().default(0),
    requestedCents: bigint('requested_cents', { mode: 'number' }).notNull().default(0),
    requestedCount: integer('requested_count').notNull().default(0),
    awaitingCents: bigint('awaiting_cents', { mode: 'number' }).notNull().default(0),
    awaitingCount: integer('awaiting_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_month_totals_pkey', columns: [t.organizationId, t.month] })],
);

/** Awards per month (award date), funder and program (null: the grant has none). */
export const dashboardMonthAwards = pgTable(
  'dashboard_month_awards',
  {
    organizationId: tenantId(),
    month: day('month').notNull(),
    funderId: integer('funder_id').notNull(),
    programId: integer('program_id'),
    awardedCents: bigint('awarded_cents', { mode: 'number' }).notNull().default(0),
    awardedCount: integer('awarded_count').notNull().default(0),
  },
  // Unique NULLS NOT DISTINCT with included amounts in the migration; declared here for the reads.
  (t) => [index('dashboard_month_awards_key').on(t.organizationId, t.month, t.funderId, t.programId)],
);
