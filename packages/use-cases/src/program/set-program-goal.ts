import { withTenant } from '@grantflow/db/client';
import { getProgram, type ProgramRecord, setProgramYearlyGoal } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface SetProgramGoalOptions extends TenantUseCaseOptions {
  id: number;
  /** Dollars. */
  goal: number;
  /** The fiscal year; the current one when absent. */
  year?: number | null;
  /** false (the default): every later year that already has a goal gets it too. */
  singleYear?: boolean | null;
}

/** Sets the program's goal for a fiscal year and returns the program with that year's figures. */
export async function setProgramGoal(options: SetProgramGoalOptions): Promise<ProgramRecord> {
  const { db, organization, id } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today), options.year);
  return withTenant(db, organization.id, async (tx) => {
    await setProgramYearlyGoal(tx, organization.id, {
      programId: id,
      goalCents: dollarsToCents(options.goal),
      fiscalYear: window.fiscalYear,
      singleYear: options.singleYear ?? false,
    });
    return getProgram(tx, organization.id, id, window);
  });
}
