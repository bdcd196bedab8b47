import { DRAFT_SECTIONS } from '@grantflow/domain/drafting/draft-sections';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { applications } from './grants.ts';
import { tenantId } from './tenant.ts';

/** One citation of a draft: the paragraph marker [n] it backs, and a file or a record of the organisation. */
export interface StoredDraftCitation {
  marker: number;
  kind: 'file' | 'record';
  label: string;
  /** A file: its signed download link (signed afresh on every read); a record: the app's link to it. */
  url: string;
}

/** The assistant's draft of one section of an application; one per section, overwritten when regenerated. */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: id(),
    organizationId: tenantId(),
    applicationId: integer('application_id').notNull(),
    section: text('section').notNull(),
    body: text('body').notNull(),
    citations: jsonb('citations').$type<StoredDraftCitation[]>().notNull().default([]),
    /** 'outline' (no model), 'model', or 'user' (saved before anything was generated). */
    generatedBy: text('generated_by').notNull(),
    /** Saved by the user since it was generated: regenerating asks first. */
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'application_drafts_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
    unique('application_drafts_section_unique').on(t.organizationId, t.applicationId, t.section),
    check(
      'application_drafts_section_valid',
      sql.raw(`section in (${DRAFT_SECTIONS.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('application_drafts_generated_by_valid', sql`${t.generatedBy} in ('outline', 'model', 'user')`),
  ],
);
