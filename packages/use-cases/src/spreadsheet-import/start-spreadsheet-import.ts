import { createHash } from 'node:crypto';
import { withTenant } from '@grantflow/db/client';
import { insertSpreadsheetImport } from '@grantflow/db/repositories/spreadsheet-imports';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { SpreadsheetLanguage } from '@grantflow/domain/spreadsheet-import/locale-values';
import type { SpreadsheetImportStart } from '@grantflow/validation/spreadsheet-import';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { SpreadsheetImportPayload } from './run-spreadsheet-import.ts';

export interface SpreadsheetFile {
  name: string;
  content: Buffer;
}

/**
 * startSpreadsheetImport: reads the file once (a file that does not read, or is too large, is refused
 * here, before anything is queued), records the import with its file and mapping, and queues the job.
 */
export async function startSpreadsheetImport(
  options: TenantUseCaseOptions & {
    userId: number;
    language: SpreadsheetLanguage;
    file: SpreadsheetFile;
    input: SpreadsheetImportStart;
    enqueue: (payload: SpreadsheetImportPayload) => Promise<void>;
  },
): Promise<number> {
  const { db, organization, input, file } = options;
  const read = await readSpreadsheet(file.content, { sheet: input.sheet ?? null });
  if (input.mapping.length > read.headers.length) {
    throw new DomainError('VALIDATION', 'mapping: more columns than the sheet has', {
      details: { mapping: { code: 'INVALID', params: {}, message: 'This field is invalid.' } },
    });
  }
  const importId = await withTenant(db, organization.id, (tx) =>
    insertSpreadsheetImport(tx, {
      organizationId: organization.id,
      userId: options.userId,
      kind: input.kind,
      funderMatch: input.funderMatch,
      language: options.language,
      sheet: read.sheet,
      fileName: file.name.slice(0, 255),
      fileHash: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      headers: read.headers,
      mapping: input.mapping,
    }),
  );
  await options.enqueue({ organizationId: organization.id, importId });
  return importId;
}
