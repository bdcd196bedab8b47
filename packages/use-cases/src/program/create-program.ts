import { withTenant } from '@grantflow/db/client';
import {
  getProgram,
  createProgram as insertProgram,
  type ProgramRecord,
} from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface CreateProgramOptions extends TenantUseCaseOptions {
  name: string;
  /** Dollars: the goal of the current fiscal year. */
  yearlyGoal: number;
}

/** Creates the program with its goal for the current fiscal year; a taken name is a VALIDATION error. */
export async function createProgram(options: CreateProgramOptions): Promise<ProgramRecord> {
  const { db, organization } = options;
  const window = fiscalWindow(organization.fiscalYearStart, derivationToday(options.today));
  return withTenant(db, organization.id, async (tx) => {
    const id = await insertProgram(tx, organization.id, {
      name: options.name,
      goalCents: dollarsToCents(options.yearlyGoal),
      fiscalYear: window.fiscalYear,
    });
    return getProgram(tx, organization.id, id, window);
  });
}
