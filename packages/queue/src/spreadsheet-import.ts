import type { GrantflowQueue } from './queue-backend.ts';

// Shared contract of the spreadsheet-import queue (docs/architecture.md, Spreadsheet imports): the api adds
// one job per import (startSpreadsheetImport), the importer runs it.

export const SPREADSHEET_IMPORT_QUEUE = 'spreadsheet-imports';
export const SPREADSHEET_IMPORT_JOB = 'import';

/** Ids only: the file waits on the import row. */
export interface SpreadsheetImportJob {
  organizationId: number;
  importId: number;
}

/** The job's id is the import's, so adding it twice is a no-op. Retried with backoff when a batch fails. */
export async function enqueueSpreadsheetImport(
  queue: GrantflowQueue<SpreadsheetImportJob>,
  payload: SpreadsheetImportJob,
): Promise<void> {
  await queue.add(
    SPREADSHEET_IMPORT_JOB,
    { organizationId: payload.organizationId, importId: payload.importId },
    { jobId: `spreadsheet-import-${payload.importId}` },
  );
}
