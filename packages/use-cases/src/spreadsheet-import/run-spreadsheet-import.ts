import { type Db, withTenant } from '@grantflow/db/client';
import { lockOrganizationImports } from '@grantflow/db/repositories/spreadsheet-import-writes';
import {
  beginSpreadsheetImport,
  findSpreadsheetImport,
  finishSpreadsheetImport,
  lockSpreadsheetImport,
  recordImportRows,
  spreadsheetImportContent,
} from '@grantflow/db/repositories/spreadsheet-imports';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import { validationToday } from '../shared/use-case-options.ts';
import { importBatch } from './import-batch.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

/** What the queued job carries: ids only; the file waits on the import row. */
export interface SpreadsheetImportPayload {
  organizationId: number;
  importId: number;
}

/**
 * Runs (or resumes) an import: reads the stored file, then one transaction per batch of rows that writes
 * the records, the rows' outcomes and the progress together. A delivery after a crash starts at the
 * recorded progress, so every row lands exactly once; a second delivery running at the same time waits
 * on the import's lock and then skips what the first did.
 */
export async function runSpreadsheetImport(options: {
  db: Db;
  payload: SpreadsheetImportPayload;
  today?: string;
  batchSize?: number;
}): Promise<void> {
  const { db } = options;
  const { organizationId, importId } = options.payload;
  const batchSize = options.batchSize ?? SPREADSHEET_IMPORT_LIMITS.batchSize;
  const start = await withTenant(db, organizationId, async (tx) => {
    const state = await lockSpreadsheetImport(tx, organizationId, importId);
    const record = state && (await findSpreadsheetImport(tx, organizationId, importId));
    const content = record && (await spreadsheetImportContent(tx, organizationId, importId));
    return state && record && content ? { state, record, content } : null;
  });
  if (!start) return;
  const { record } = start;
  let rows: Awaited<ReturnType<typeof readSpreadsheet>>['rows'];
  try {
    rows = (await readSpreadsheet(start.content, { sheet: record.sheet })).rows;
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 'IMPORT_FILE_UNREADABLE';
    await withTenant(db, organizationId, (tx) =>
      finishSpreadsheetImport(tx, { organizationId, importId, errorCode: code }),
    );
    return;
  }
  await withTenant(db, organizationId, (tx) =>
    beginSpreadsheetImport(tx, { organizationId, importId, totalRows: rows.length }),
  );
  const today = validationToday(options.today);
  let position = start.state.processedRows;
  while (position < rows.length) {
    const next: number | null = await withTenant(db, organizationId, async (tx) => {
      await lockOrganizationImports(tx, organizationId);
      const current = await lockSpreadsheetImport(tx, organizationId, importId);
      if (!current) return null;
      // Another delivery moved on meanwhile: continue from where it stands.
      if (current.processedRows !== position) return current.processedRows;
      const batch = rows.slice(position, position + batchSize);
      const outcomes = await importBatch(
        {
          tx,
          organizationId,
          importId,
          kind: record.kind,
          funderMatch: record.funderMatch,
          language: record.language,
          mapping: record.mapping,
          today,
        },
        batch,
      );
      const processedRows = position + batch.length;
      await recordImportRows(tx, {
        organizationId,
        importId,
        kind: record.kind,
        rows: outcomes,
        processedRows,
      });
      return processedRows;
    });
    if (next === null) return;
    position = next;
  }
  await withTenant(db, organizationId, (tx) => finishSpreadsheetImport(tx, { organizationId, importId }));
}

/** The job's last attempt failed: the import ends FAILED with the code, so the user is not left waiting. */
export async function failSpreadsheetImport(options: {
  db: Db;
  payload: SpreadsheetImportPayload;
  code: string;
}): Promise<void> {
  const { organizationId, importId } = options.payload;
  await withTenant(options.db, organizationId, (tx) =>
    finishSpreadsheetImport(tx, { organizationId, importId, errorCode: options.code }),
  );
}
