import type { ImportStatus } from '@grantflow/domain/shared/enums';
import type {
  FunderMatchMode,
  SpreadsheetImportKind,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import type { SpreadsheetLanguage } from '@grantflow/domain/spreadsheet-import/locale-values';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  type StoredRowReason,
  spreadsheetImportRows,
  spreadsheetImports,
} from '../schema/spreadsheet-imports.ts';

// Spreadsheet imports: the import row (its file until the job ends, progress and counts) and one outcome
// row per spreadsheet row. Run inside `withTenant`; every statement names the organisation too.

export interface NewSpreadsheetImport {
  organizationId: number;
  userId: number;
  kind: SpreadsheetImportKind;
  funderMatch: FunderMatchMode;
  language: SpreadsheetLanguage;
  sheet: string | null;
  fileName: string;
  fileHash: string;
  content: Buffer;
  headers: string[];
  mapping: Array<string | null>;
}

export interface SpreadsheetImportRecord {
  id: number;
  userId: number | null;
  kind: SpreadsheetImportKind;
  funderMatch: FunderMatchMode;
  language: SpreadsheetLanguage;
  sheet: string | null;
  fileName: string;
  headers: string[];
  mapping: Array<string | null>;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  matchedCount: number;
  skippedCount: number;
  errorCode: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  undoneAt: Date | null;
}

const columns = {
  id: spreadsheetImports.id,
  userId: spreadsheetImports.userId,
  kind: sql<SpreadsheetImportKind>`${spreadsheetImports.kind}`,
  funderMatch: sql<FunderMatchMode>`${spreadsheetImports.funderMatch}`,
  language: sql<SpreadsheetLanguage>`${spreadsheetImports.language}`,
  sheet: spreadsheetImports.sheet,
  fileName: spreadsheetImports.fileName,
  headers: spreadsheetImports.headers,
  mapping: spreadsheetImports.mapping,
  status: spreadsheetImports.status,
  totalRows: spreadsheetImports.totalRows,
  processedRows: spreadsheetImports.processedRows,
  createdCount: spreadsheetImports.createdCount,
  matchedCount: spreadsheetImports.matchedCount,
  skippedCount: spreadsheetImports.skippedCount,
  errorCode: spreadsheetImports.errorCode,
  createdAt: spreadsheetImports.createdAt,
  finishedAt: spreadsheetImports.finishedAt,
  undoneAt: spreadsheetImports.undoneAt,
};

const byId = (organizationId: number, importId: number) =>
  and(eq(spreadsheetImports.organizationId, organizationId), eq(spreadsheetImports.id, importId));

export async function insertSpreadsheetImport(tx: DbExecutor, input: NewSpreadsheetImport): Promise<number> {
  const [row] = await tx.insert(spreadsheetImports).values(input).returning({ id: spreadsheetImports.id });
  if (!row) throw new Error('insert into spreadsheet_imports returned no row');
  return row.id;
}

export async function findSpreadsheetImport(
  tx: DbExecutor,
  organizationId: number,
  importId: number,
): Promise<SpreadsheetImportRecord | null> {
  const [row] = await tx.select(columns).from(spreadsheetImports).where(byId(organizationId, importId));
  return row ?? null;
}

/** The organisation's last import of a kind that was not undone: its headers and mapping are offered again. */
export async function lastSpreadsheetMapping(
  tx: DbExecutor,
  organizationId: number,
  kind: SpreadsheetImportKind,
): Promise<{ headers: string[]; mapping: Array<string | null> } | null> {
  const [row] = await tx
    .select({ headers: spreadsheetImports.headers, mapping: spreadsheetImports.mapping })
    .from(spreadsheetImports)
    .where(
      and(
        eq(spreadsheetImports.organizationId, organizationId),
        eq(spreadsheetImports.kind, kind),
        isNull(spreadsheetImports.undoneAt),
      ),
    )
    .orderBy(desc(spreadsheetImports.createdAt), desc(spreadsheetImports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the import for one batch and answers where it stands; null when it is no longer running (done,
 * failed, or a concurrent delivery finished it). The lock serialises two deliveries of the same job.
 * The file is not read here: a batch needs the progress only, and reading the bytes again per batch
 * cost the worker a copy of the whole file (hex text, then bytes) every 200 rows.
 */
export async function lockSpreadsheetImport(
  tx: DbExecutor,
  organizationId: number,
  importId: number,
): Promise<{ status: ImportStatus; processedRows: number } | null> {
  const [row] = await tx
    .select({ status: spreadsheetImports.status, processedRows: spreadsheetImports.processedRows })
    .from(spreadsheetImports)
    .where(byId(organizationId, importId))
    .for('update');
  if (!row || (row.status !== 'PENDING' && row.status !== 'IN_PROGRESS')) return null;
  return row;
}

/** The stored file, read once when a run starts; null once the import ended (the file is dropped then). */
export async function spreadsheetImportContent(
  tx: DbExecutor,
  organizationId: number,
  importId: number,
): Promise<Buffer | null> {
  const [row] = await tx
    .select({ content: spreadsheetImports.content })
    .from(spreadsheetImports)
    .where(byId(organizationId, importId));
  return row?.content ?? null;
}

export async function beginSpreadsheetImport(
  tx: DbExecutor,
  options: { organizationId: number; importId: number; totalRows: number },
): Promise<void> {
  await tx
    .update(spreadsheetImports)
    .set({ status: 'IN_PROGRESS', totalRows: options.totalRows })
    .where(and(byId(options.organizationId, options.importId), eq(spreadsheetImports.status, 'PENDING')));
}

export interface ImportRowOutcome {
  rowNumber: number;
  rowKey: string;
  outcome: 'CREATED' | 'MATCHED' | 'SKIPPED';
  reasons: StoredRowReason[];
  cells: string[] | null;
  funderId: number | null;
  programId: number | null;
  grantId: number | null;
  createdFunder: boolean;
  createdProgram: boolean;
}

/** Records a batch's outcomes and moves the import's progress and counts on, in the batch's transaction. */
export async function recordImportRows(
  tx: DbExecutor,
  options: {
    organizationId: number;
    importId: number;
    kind: SpreadsheetImportKind;
    rows: ImportRowOutcome[];
    processedRows: number;
  },
): Promise<void> {
  const { organizationId, importId, kind, rows } = options;
  if (rows.length > 0) {
    await tx
      .insert(spreadsheetImportRows)
      .values(rows.map((row) => ({ ...row, organizationId, importId, kind })));
  }
  const count = (outcome: ImportRowOutcome['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  await tx
    .update(spreadsheetImports)
    .set({
      processedRows: options.processedRows,
      createdCount: sql`${spreadsheetImports.createdCount} + ${count('CREATED')}`,
      matchedCount: sql`${spreadsheetImports.matchedCount} + ${count('MATCHED')}`,
      skippedCount: sql`${spreadsheetImports.skippedCount} + ${count('SKIPPED')}`,
    })
    .where(byId(organizationId, importId));
}

/** Row keys of this kind some import already created, with what they created (a re-import matches them). */
export async function createdRowKeys(
  tx: DbExecutor,
  organizationId: number,
  kind: SpreadsheetImportKind,
  keys: string[],
): Promise<Map<string, { funderId: number | null; grantId: number | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({
      rowKey: spreadsheetImportRows.rowKey,
      funderId: spreadsheetImportRows.funderId,
      grantId: spreadsheetImportRows.grantId,
    })
    .from(spreadsheetImportRows)
    .where(
      and(
        eq(spreadsheetImportRows.organizationId, organizationId),
        eq(spreadsheetImportRows.kind, kind),
        eq(spreadsheetImportRows.outcome, 'CREATED'),
        inArray(spreadsheetImportRows.rowKey, keys),
      ),
    );
  return new Map(rows.map((row) => [row.rowKey, row]));
}

/** Ends the import: COMPLETED (or FAILED with a code); the file is dropped either way. */
export async function finishSpreadsheetImport(
  tx: DbExecutor,
  options: { organizationId: number; importId: number; errorCode?: string },
): Promise<void> {
  await tx
    .update(spreadsheetImports)
    .set({
      status: options.errorCode === undefined ? 'COMPLETED' : 'FAILED',
      errorCode: options.errorCode ?? null,
      content: null,
      finishedAt: new Date(),
    })
    .where(
      and(
        byId(options.organizationId, options.importId),
        inArray(spreadsheetImports.status, ['PENDING', 'IN_PROGRESS']),
      ),
    );
}

export interface SkippedImportRow {
  rowNumber: number;
  reasons: StoredRowReason[];
  cells: string[];
}

export async function skippedImportRows(
  tx: DbExecutor,
  options: { organizationId: number; importId: number; limit: number },
): Promise<SkippedImportRow[]> {
  const rows = await tx
    .select({
      rowNumber: spreadsheetImportRows.rowNumber,
      reasons: spreadsheetImportRows.reasons,
      cells: spreadsheetImportRows.cells,
    })
    .from(spreadsheetImportRows)
    .where(
      and(
        eq(spreadsheetImportRows.organizationId, options.organizationId),
        eq(spreadsheetImportRows.importId, options.importId),
        eq(spreadsheetImportRows.outcome, 'SKIPPED'),
      ),
    )
    .orderBy(spreadsheetImportRows.rowNumber)
    .limit(options.limit);
  return rows.map((row) => ({ ...row, cells: row.cells ?? [] }));
}
