import type { ProgramRecord } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { dbProgramRepositories, type ProgramRepositories } from './program-repositories.ts';

export type SetProgramGoalOptions = TenantStoreOptions<ProgramRepositories> & {
  id: number;
  /** Dollars. */
  goal: number;
  /** The fiscal year; the current one when absent. */
  year?: number | null;
  /** false (the default): every later year that already has a goal gets it too. */
  singleYear?: boolean | null;
};

/** Sets the program's goal for a fiscal year and returns the program with that year's figures. */
export async function setProgramGoal(options: SetProgramGoalOptions): Promise<ProgramRecord> {
  const { organization, id } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today), options.year);
  return storeOf(options, dbProgramRepositories).transaction(organization.id, async (programs) => {
    await programs.setGoal({
      programId: id,
      goalCents: dollarsToCents(options.goal),
      fiscalYear: window.fiscalYear,
      singleYear: options.singleYear ?? false,
    });
    return programs.get(id, window);
  });
}
