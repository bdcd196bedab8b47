import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, day, id, tstz, updatedAt } from './columns.ts';
import { applications } from './grants.ts';
import { tenantId } from './tenant.ts';

// Federal opportunities copied from Grants.gov (docs/product.md, Find grants). `opportunities` is one
// copy shared by every organisation: readable by all, written only by the sync job in identity mode
// (the migration's policies). Dismissals and tracked links are tenant rows like any other.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const OPPORTUNITY_STATUSES = ['forecasted', 'posted', 'closed', 'archived'] as const;

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    /** Grants.gov's opportunity id: the key the sync upserts on. */
    grantsGovId: integer('grants_gov_id').notNull(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    agencyCode: text('agency_code').notNull(),
    agencyName: text('agency_name').notNull(),
    status: text('status').notNull(),
    openDate: day('open_date'),
    closeDate: day('close_date'),
    awardCeilingCents: cents('award_ceiling_cents'),
    awardFloorCents: cents('award_floor_cents'),
    eligibilityCodes: text('eligibility_codes').array().notNull().default(sql`'{}'::text[]`),
    alns: text('alns').array().notNull().default(sql`'{}'::text[]`),
    synopsis: text('synopsis').notNull().default(''),
    link: text('link').notNull(),
    /** Grants.gov's revision of the details; with the hit's fingerprint it decides whether a sync writes. */
    revision: integer('revision').notNull().default(0),
    /** A digest of the search hit's fields: an unchanged hit is not fetched again. */
    hitFingerprint: text('hit_fingerprint').notNull(),
    sourceUpdatedAt: tstz('source_updated_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, agency_name || ' ' || number), 'B') || setweight(to_tsvector('english'::regconfig, synopsis), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('opportunities_grants_gov_id_unique').on(t.grantsGovId),
    check('opportunities_status_valid', sql`${t.status} in ('forecasted', 'posted', 'closed', 'archived')`),
    index('opportunities_search_idx').using('gin', t.searchVector),
    index('opportunities_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('opportunities_close_date_idx').on(t.closeDate),
    /** The daily digest reads what changed since a saved search's last digest. */
    index('opportunities_updated_at_idx').on(t.updatedAt),
  ],
);

/** "Not for us": hidden from this organisation's results until restored. */
export const opportunityDismissals = pgTable(
  'opportunity_dismissals',
  {
    organizationId: tenantId(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.opportunityId] })],
);

/** The application an organisation tracks an opportunity with: one per opportunity and organisation. */
export const opportunityTracks = pgTable(
  'opportunity_tracks',
  {
    organizationId: tenantId(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.opportunityId] }),
    foreignKey({
      name: 'opportunity_tracks_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
  ],
);
