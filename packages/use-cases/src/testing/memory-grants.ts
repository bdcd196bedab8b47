import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { NewGrant } from '@grantflow/db/repositories/grants';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { CreateGrantRepositories } from '../grant/create-grant-repositories.ts';
import type { HistoryChange } from '../history/record-change.ts';
import { applicationRecord, grantRecord } from './records.ts';

/**
 * CreateGrantRepositories in memory: the grants inserted (as the use case planned them) and the records
 * read back. `funderIds` are the organisation's funders; any other is FUNDER_NOT_FOUND, as the real insert's
 * existence check answers.
 */
export function memoryGrants(funderIds: readonly number[]) {
  const inserted: (NewGrant & { organizationId: number })[] = [];
  const applications = new Map<number, ApplicationRecord>();
  const history: HistoryChange[] = [];
  let nextId = 1;
  const bind = (organizationId: number): CreateGrantRepositories => ({
    insertGrant: async (grant) => {
      if (!funderIds.includes(grant.funderId)) throw new DomainError('FUNDER_NOT_FOUND');
      const grantId = inserted.push({ ...grant, organizationId });
      const applicationIds = grant.applications.map((planned) => {
        const id = nextId++;
        const { reports, ...fields } = planned;
        const stored = reports.map((report, index) => ({
          ...report,
          id: index + 1,
          organizationId,
          applicationId: id,
          submitted: false,
          submissionDate: null,
          description: null,
        }));
        applications.set(id, applicationRecord({ ...fields, id, organizationId, grantId, reports: stored }));
        return id;
      });
      return { grantId, applicationIds };
    },
    loadApplications: async (ids) =>
      new Map(ids.flatMap((id) => applications.get(id) ?? []).map((a) => [a.id, a] as const)),
    getGrant: async (id) => {
      const grant = inserted[id - 1];
      if (!grant) throw new DomainError('GRANT_NOT_FOUND');
      const { applications: _planned, ...fields } = grant;
      return grantRecord({ ...fields, id });
    },
    recordChange: async (change) => {
      history.push(change);
    },
  });
  return { bind, inserted, history };
}
