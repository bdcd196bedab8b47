import { withTenant } from '@grantflow/db/client';
import {
  getProgram,
  type ProgramRecord,
  renameProgram as renameProgramRow,
} from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface RenameProgramOptions extends TenantUseCaseOptions {
  id: number;
  name: string;
}

/**
 * Renames the program (PROGRAM_NOT_FOUND when absent; a name another program has is a VALIDATION error) and
 * returns it with the current fiscal year's goal figures.
 */
export async function renameProgram(options: RenameProgramOptions): Promise<ProgramRecord> {
  const { db, organization, id } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today));
  return withTenant(db, organization.id, async (tx) => {
    await renameProgramRow(tx, organization.id, id, options.name);
    return getProgram(tx, organization.id, id, window);
  });
}
