import type { ProgramRecord } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { dbProgramRepositories, type ProgramRepositories } from './program-repositories.ts';

export type RenameProgramOptions = TenantStoreOptions<ProgramRepositories> & {
  id: number;
  name: string;
};

/**
 * Renames the program (PROGRAM_NOT_FOUND when absent; a name another program has is a VALIDATION error) and
 * returns it with the current fiscal year's goal figures.
 */
export async function renameProgram(options: RenameProgramOptions): Promise<ProgramRecord> {
  const { organization, id } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today));
  return storeOf(options, dbProgramRepositories).transaction(organization.id, async (programs) => {
    await programs.rename(id, options.name);
    return programs.get(id, window);
  });
}
