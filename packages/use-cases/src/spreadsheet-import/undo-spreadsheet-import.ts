import { withTenant } from '@grantflow/db/client';
import {
  lockOrganizationImports,
  type UndoneImport,
  undoImportedRecords,
} from '@grantflow/db/repositories/spreadsheet-import-writes';
import { findSpreadsheetImport } from '@grantflow/db/repositories/spreadsheet-imports';
import { DomainError } from '@grantflow/domain/shared/errors';
import { SPREADSHEET_IMPORT_LIMITS } from '@grantflow/domain/spreadsheet-import/import-fields';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/**
 * undoSpreadsheetImport: removes exactly what the import created, within 24 hours of its start
 * (IMPORT_UNDO_EXPIRED after) and once it has ended (IMPORT_NOT_FINISHED before). Undoing twice removes
 * nothing more.
 */
export async function undoSpreadsheetImport(
  options: TenantUseCaseOptions & { importId: number; now?: Date },
): Promise<UndoneImport> {
  const { db, organization, importId } = options;
  const now = options.now ?? new Date();
  return withTenant(db, organization.id, async (tx) => {
    await lockOrganizationImports(tx, organization.id);
    const record = await findSpreadsheetImport(tx, organization.id, importId);
    if (!record) throw new DomainError('IMPORT_NOT_FOUND');
    if (record.undoneAt) return { grants: 0, funders: 0, programs: 0 };
    if (now.getTime() - record.createdAt.getTime() > SPREADSHEET_IMPORT_LIMITS.undoWindowMs) {
      throw new DomainError('IMPORT_UNDO_EXPIRED');
    }
    if (record.status === 'PENDING' || record.status === 'IN_PROGRESS')
      throw new DomainError('IMPORT_NOT_FINISHED');
    return undoImportedRecords(tx, organization.id, importId);
  });
}
