import { readAsTenant } from '@grantflow/db/client';
import {
  findSpreadsheetImport,
  type SkippedImportRow,
  type SpreadsheetImportRecord,
  skippedImportRows,
} from '@grantflow/db/repositories/spreadsheet-imports';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface SpreadsheetImportView extends SpreadsheetImportRecord {
  skippedRows: SkippedImportRow[];
  /** Until when Undo is offered (24 hours after the import started). */
  undoUntil: Date;
}

/** getSpreadsheetImport: state, progress, counts and the skipped rows (all of them, up to the row cap). */
export async function getSpreadsheetImport(
  options: TenantUseCaseOptions & { importId: number; skippedLimit?: number },
): Promise<SpreadsheetImportView> {
  const { db, organization, importId } = options;
  return readAsTenant(db, organization.id, async (tx) => {
    const record = await findSpreadsheetImport(tx, organization.id, importId);
    if (!record) throw new DomainError('IMPORT_NOT_FOUND');
    const skippedRows = await skippedImportRows(tx, {
      organizationId: organization.id,
      importId,
      limit: options.skippedLimit ?? SPREADSHEET_IMPORT_LIMITS.maxRows,
    });
    return {
      ...record,
      skippedRows,
      undoUntil: new Date(record.createdAt.getTime() + SPREADSHEET_IMPORT_LIMITS.undoWindowMs),
    };
  });
}
