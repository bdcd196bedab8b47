import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { funders } from './funders.ts';
import { tenantId } from './tenant.ts';

/**
 * A confirmed funder's public 990 filings, one row per tax year and form (docs/product.md, Funder research),
 * replaced whenever they are fetched again. Amounts are whole dollars as the filing states them.
 */
export const funderFilings = pgTable(
  'funder_filings',
  {
    id: id(),
    organizationId: tenantId(),
    funderId: integer('funder_id').notNull(),
    year: integer('year').notNull(),
    formType: text('form_type').notNull(),
    revenue: bigint('revenue', { mode: 'number' }),
    assets: bigint('assets', { mode: 'number' }),
    grantsPaid: bigint('grants_paid', { mode: 'number' }),
    sourceUrl: text('source_url').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'funder_filings_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    unique('funder_filings_year_unique').on(t.organizationId, t.funderId, t.year, t.formType),
    check('funder_filings_form_type_valid', sql`${t.formType} in ('990', '990EZ', '990PF')`),
  ],
);
