import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { funderTypeEnum } from './enums.ts';
import { tenantId } from './tenant.ts';

export const funders = pgTable(
  'funders',
  {
    id: id(),
    organizationId: tenantId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    type: funderTypeEnum('type').notNull(),
    website: text('website'),
    complexityScore: integer('complexity_score'),
    keyContacts: text('key_contacts'),
    notes: text('notes'),
    howToApply: text('how_to_apply'),
    isPaused: boolean('is_paused').notNull().default(false),
    /** The US Employer Identification Number the user confirmed for its public 990 filings (nine digits). */
    ein: text('ein'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Target of composite foreign keys: a child row can only point at a funder of its own organisation.
    unique('funders_organization_id_id_unique').on(t.organizationId, t.id),
    check('funders_complexity_score_range', sql`${t.complexityScore} between 0 and 20`),
    check('funders_ein_digits', sql`${t.ein} ~ '^[0-9]{9}$'`),
    index('funders_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('funders_organization_type_idx').on(t.organizationId, t.type),
  ],
);

export const funderLocations = pgTable(
  'funder_locations',
  {
    id: id(),
    organizationId: tenantId(),
    funderId: integer('funder_id').notNull(),
    streetAddress: text('street_address'),
    complement: text('complement'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'funder_locations_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    unique('funder_locations_funder_unique').on(t.organizationId, t.funderId),
    check('funder_locations_zipcode_length', sql`char_length(${t.zipcode}) <= 10`),
  ],
);
