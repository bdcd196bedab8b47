import type { DbTransaction } from '@grantflow/db/client';
import {
  type ApplicationChanges,
  type FullApplicationRecord,
  getApplication,
  saveApplication,
} from '@grantflow/db/repositories/applications';
import { setGrantProgram } from '@grantflow/db/repositories/grants';
import type { NewReport } from '@grantflow/domain/grant/plan-grant-applications';
import { type HistoryChange, recordChange } from '../history/record-change.ts';

/** What updateApplication reads and writes, in one organisation's transaction. */
export interface UpdateApplicationRepositories {
  /** The application with its grant and reports; APPLICATION_NOT_FOUND when not the organisation's. */
  getApplication(id: number, today: string): Promise<FullApplicationRecord>;
  /** PROGRAM_NOT_FOUND when the program is not the organisation's. */
  setGrantProgram(grantId: number, programId: number): Promise<void>;
  /** Writes the columns and replaces the report schedule (a report that stays keeps its row). */
  saveApplication(id: number, changes: ApplicationChanges, reports: readonly NewReport[]): Promise<void>;
  /** Writes the change's history entry (docs/architecture.md, History). */
  recordChange(change: HistoryChange): Promise<void>;
}

export function dbUpdateApplicationRepositories(
  tx: DbTransaction,
  organizationId: number,
): UpdateApplicationRepositories {
  return {
    getApplication: (id, today) => getApplication(tx, organizationId, id, today),
    setGrantProgram: (grantId, programId) => setGrantProgram(tx, organizationId, grantId, programId),
    saveApplication: (id, changes, reports) => saveApplication(tx, organizationId, id, changes, reports),
    recordChange: (change) => recordChange({ ...change, tx, organizationId }),
  };
}
