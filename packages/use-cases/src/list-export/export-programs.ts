import { withTenant } from '@grantflow/db/client';
import { listPrograms, type ProgramRecord } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface ExportProgramsOptions extends TenantUseCaseOptions {
  /** The programs page's fiscal year; null: the current one (as GraphQL's listPrograms). */
  fiscalYear: number | null;
}

/**
 * The programs page's rows for a fiscal year: its own repository query (listPrograms: every program by
 * name with the year's goal and achieved amount). Programs are few and the page itself loads them all in
 * one query, so the export does too rather than paging.
 */
export async function exportPrograms(options: ExportProgramsOptions): Promise<ProgramRecord[]> {
  const { db, organization } = options;
  const window = fiscalWindow(
    organization.fiscalYearStart,
    derivationToday(options.today),
    options.fiscalYear,
  );
  return withTenant(db, organization.id, (tx) => listPrograms(tx, organization.id, window));
}
