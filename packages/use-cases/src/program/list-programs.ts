import { readAsTenant } from '@grantflow/db/client';
import { listPrograms as listProgramRows, type ProgramRecord } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface ListProgramsOptions extends TenantUseCaseOptions {
  /** The fiscal year of the goals and amounts; absent: the current one. */
  fiscalYear?: number | null;
}

/** The organisation's programs by name, with goal, achieved and missing amounts of one fiscal year. */
export function listPrograms(options: ListProgramsOptions): Promise<ProgramRecord[]> {
  const { db, organization } = options;
  const window = fiscalWindow(
    organization.fiscalYearStart,
    derivationToday(options.today),
    options.fiscalYear,
  );
  return readAsTenant(db, organization.id, (tx) => listProgramRows(tx, organization.id, window));
}
