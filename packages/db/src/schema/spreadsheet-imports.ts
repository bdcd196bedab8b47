import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { importStatusEnum } from './enums.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

// Spreadsheet imports (docs/architecture.md, Spreadsheet imports): the uploaded file waits in `content`
// (capped, cleared when the job ends) so the queued job carries ids only; one row per spreadsheet row
// records its outcome, which makes each row land exactly once and a re-import create nothing.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export interface StoredRowReason {
  field: string;
  code: string;
  params: Record<string, string | number>;
}

export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    funderMatch: text('funder_match').notNull(),
    language: text('language').notNull(),
    sheet: text('sheet'),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    content: bytea('content'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Array<string | null>>().notNull(),
    status: importStatusEnum('status').notNull().default('PENDING'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
    undoneAt: tstz('undone_at'),
  },
  (t) => [
    unique('spreadsheet_imports_organization_id_id_unique').on(t.organizationId, t.id),
    index('spreadsheet_imports_organization_kind_idx').on(t.organizationId, t.kind, t.createdAt),
    check('spreadsheet_imports_kind_valid', sql`${t.kind} in ('FUNDERS', 'GRANTS')`),
    check('spreadsheet_imports_funder_match_valid', sql`${t.funderMatch} in ('MERGE', 'CREATE')`),
    check('spreadsheet_imports_language_valid', sql`${t.language} in ('en', 'pt', 'de')`),
  ],
);

export const spreadsheetImportRows = pgTable(
  'spreadsheet_import_rows',
  {
    id: id(),
    organizationId: tenantId(),
    importId: integer('import_id').notNull(),
    kind: text('kind').notNull(),
    rowNumber: integer('row_number').notNull(),
    /** Hash of the row's mapped values: the same record imported again is matched, not created. */
    rowKey: text('row_key').notNull(),
    outcome: text('outcome').notNull(),
    reasons: jsonb('reasons').$type<StoredRowReason[]>().notNull().default([]),
    /** The row's cells as read, kept for skipped rows (their download). */
    cells: jsonb('cells').$type<string[]>(),
    funderId: integer('funder_id'),
    programId: integer('program_id'),
    grantId: integer('grant_id'),
    createdFunder: boolean('created_funder').notNull().default(false),
    createdProgram: boolean('created_program').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'spreadsheet_import_rows_import_fk',
      columns: [t.organizationId, t.importId],
      foreignColumns: [spreadsheetImports.organizationId, spreadsheetImports.id],
    }).onDelete('cascade'),
    unique('spreadsheet_import_rows_row_unique').on(t.organizationId, t.importId, t.rowNumber),
    uniqueIndex('spreadsheet_import_rows_created_key_unique')
      .on(t.organizationId, t.kind, t.rowKey)
      .where(sql`${t.outcome} = 'CREATED'`),
    check('spreadsheet_import_rows_outcome_valid', sql`${t.outcome} in ('CREATED', 'MATCHED', 'SKIPPED')`),
  ],
);
