import type { ProgramRecord } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { dbProgramRepositories, type ProgramRepositories } from './program-repositories.ts';

export type CreateProgramOptions = TenantStoreOptions<ProgramRepositories> & {
  name: string;
  /** Dollars: the goal of the current fiscal year. */
  yearlyGoal: number;
};

/** Creates the program with its goal for the current fiscal year; a taken name is a VALIDATION error. */
export async function createProgram(options: CreateProgramOptions): Promise<ProgramRecord> {
  const { organization } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today));
  return storeOf(options, dbProgramRepositories).transaction(organization.id, async (programs) => {
    const id = await programs.insert({
      name: options.name,
      goalCents: dollarsToCents(options.yearlyGoal),
      fiscalYear: window.fiscalYear,
    });
    return programs.get(id, window);
  });
}
