import { createHash } from 'node:crypto';
import { withTenant } from '@grantflow/db/client';
import {
  findSpreadsheetImport,
  insertSpreadsheetImport,
} from '@grantflow/db/repositories/spreadsheet-imports';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import type { SpreadsheetImportStart } from '@grantflow/validation/spreadsheet-import';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { SpreadsheetImportView } from './get-spreadsheet-import.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { SpreadsheetImportPayload } from './run-spreadsheet-import.ts';
import { type SpreadsheetFile, uploadedBytes } from './uploaded-file.ts';

/**
 * startSpreadsheetImport: reads the file once (a file that does not read, or is too large, is refused
 * here, before anything is queued), records the import with its file and mapping, and queues the job.
 */
export async function startSpreadsheetImport(
  options: TenantUseCaseOptions & {
    userId: number;
    file: SpreadsheetFile;
    input: SpreadsheetImportStart;
    /** The importer's queue; absent where none is wired, which refuses before anything is stored. */
    enqueue: ((payload: SpreadsheetImportPayload) => Promise<void>) | undefined;
  },
): Promise<SpreadsheetImportView> {
  const { db, organization, input, file, enqueue } = options;
  if (!enqueue) throw new DomainError('INTERNAL', 'The spreadsheet import queue is not configured');
  const content = await uploadedBytes(file);
  const read = await readSpreadsheet(content, { sheet: input.sheet ?? null });
  if (input.mapping.length > read.headers.length) {
    throw new DomainError('VALIDATION', 'mapping: more columns than the sheet has', {
      details: { mapping: { code: 'INVALID', params: {}, message: 'This field is invalid.' } },
    });
  }
  const record = await withTenant(db, organization.id, async (tx) => {
    const id = await insertSpreadsheetImport(tx, {
      organizationId: organization.id,
      userId: options.userId,
      kind: input.kind,
      funderMatch: input.funderMatch,
      language: input.language,
      sheet: read.sheet,
      fileName: file.name.slice(0, 255),
      fileHash: createHash('sha256').update(content).digest('hex'),
      content,
      headers: read.headers,
      mapping: input.mapping,
    });
    return findSpreadsheetImport(tx, organization.id, id);
  });
  if (!record) throw new DomainError('INTERNAL');
  await enqueue({ organizationId: organization.id, importId: record.id });
  const undoUntil = new Date(record.createdAt.getTime() + SPREADSHEET_IMPORT_LIMITS.undoWindowMs);
  return { ...record, skippedRows: [], undoUntil };
}
