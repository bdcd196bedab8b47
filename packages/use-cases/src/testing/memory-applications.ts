import type { FullApplicationRecord } from '@grantflow/db/repositories/applications';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { UpdateApplicationRepositories } from '../application/update-application-repositories.ts';
import type { HistoryChange } from '../history/record-change.ts';

/**
 * UpdateApplicationRepositories in memory, over the applications a test puts in (by id). Saved reports get
 * new ids, as the real schedule replacement inserts them; `programMoves` lists each grant moved.
 */
export function memoryApplications(programIds: readonly number[]) {
  const applications = new Map<number, FullApplicationRecord>();
  const programMoves: { grantId: number; programId: number }[] = [];
  const history: HistoryChange[] = [];
  let nextReportId = 500;
  const mine = (organizationId: number, id: number) => {
    const application = applications.get(id);
    if (!application || application.organizationId !== organizationId)
      throw new DomainError('APPLICATION_NOT_FOUND');
    return application;
  };
  const bind = (organizationId: number): UpdateApplicationRepositories => ({
    getApplication: async (id) => structuredClone(mine(organizationId, id)),
    setGrantProgram: async (grantId, programId) => {
      if (!programIds.includes(programId)) throw new DomainError('PROGRAM_NOT_FOUND');
      programMoves.push({ grantId, programId });
    },
    saveApplication: async (id, changes, reports) => {
      const current = mine(organizationId, id);
      applications.set(id, {
        ...current,
        ...changes,
        reports: reports.map((report) => ({
          ...report,
          id: nextReportId++,
          organizationId,
          applicationId: id,
          submitted: false,
          submissionDate: null,
          description: null,
        })),
      });
    },
    recordChange: async (change) => {
      history.push(change);
    },
  });
  return { bind, applications, programMoves, history };
}
