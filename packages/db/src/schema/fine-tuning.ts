import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, id, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

// At most one 'active' version per organisation and kind: the partial unique index enforces the rule (docs/product.md, Fine-tuning versions).

export const documentFineTuningVersions = pgTable(
  'document_fine_tuning_versions',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: text('version').notNull(),
    authoredMonthDate: day('authored_month_date'),
    aboutYouDetails: text('about_you_details').notNull().default(''),
    responseStyleDetails: text('response_style_details').notNull().default(''),
    remarks: text('remarks').notNull().default('disabled'),
    authoredByUserId: integer('authored_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('document_fine_tuning_versions_remarks_valid', sql`${t.remarks} in ('active', 'disabled')`),
    uniqueIndex('document_fine_tuning_versions_one_active')
      .on(t.organizationId)
      .where(sql`remarks = 'active'`),
    index('document_fine_tuning_versions_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

export const databaseFineTuningVersions = pgTable(
  'database_fine_tuning_versions',
  {
    id: id(),
    organizationId: tenantId(),
    /** Always 0 in the spec's payloads; kept for wire compatibility, not a foreign key. */
    userId: integer('user_id').notNull().default(0),
    version: text('version').notNull(),
    authoredMonthDate: day('authored_month_date'),
    databaseSchemaInstructions: text('database_schema_instructions').notNull().default(''),
    queryOptimizationRules: text('query_optimization_rules').notNull().default(''),
    responseFormattingRules: text('response_formatting_rules').notNull().default(''),
    securityConstraints: text('security_constraints').notNull().default(''),
    remarks: text('remarks').notNull().default('disabled'),
    authoredByUserId: integer('authored_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('database_fine_tuning_versions_remarks_valid', sql`${t.remarks} in ('active', 'disabled')`),
    uniqueIndex('database_fine_tuning_versions_one_active')
      .on(t.organizationId)
      .where(sql`remarks = 'active'`),
    index('database_fine_tuning_versions_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
