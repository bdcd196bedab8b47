import type { ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { applyApplicationUpdate } from '@grantflow/domain/application/apply-application-update';
import { applicationUpdateGrantIssues } from '@grantflow/validation/application-update';
import { APPLICATION_HISTORY_FIELDS, applicationHistoryRecord } from '../history/history-fields.ts';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday, throwIfIssues, validationToday } from '../shared/use-case-options.ts';
import { storedChanges, storedState } from './application-state.ts';
import {
  dbUpdateApplicationRepositories,
  type UpdateApplicationRepositories,
} from './update-application-repositories.ts';

export type UpdateApplicationOptions = TenantStoreOptions<UpdateApplicationRepositories> & {
  id: number;
  /** As packages/validation's applicationUpdateSchema reads it: its other rules have run; amounts in cents. */
  update: ApplicationUpdate;
};

/**
 * Loads the application, runs the one rule that needs its grant's frequency, stores what
 * applyApplicationUpdate computes (status, cleared parts, report schedule) and moves the grant to the chosen
 * program; one transaction.
 */
export async function updateApplication(options: UpdateApplicationOptions): Promise<{ id: number }> {
  const { organization, id, update } = options;
  const store = storeOf(options, dbUpdateApplicationRepositories);
  return store.transaction(organization.id, async (repositories) => {
    const current = await repositories.getApplication(id, derivationToday(options.today));
    const frequency = current.grant.frequency;
    throwIfIssues(applicationUpdateGrantIssues(update, { today: validationToday(options.today), frequency }));
    const next = applyApplicationUpdate(storedState(current), update);
    if (update.programId !== current.grant.programId) {
      await repositories.setGrantProgram(current.grantId, update.programId);
    }
    const changes = storedChanges(next, current);
    await repositories.saveApplication(current.id, changes, next.reports);
    await repositories.recordChange({
      subject: { type: 'APPLICATION', id: current.id },
      funderId: current.grant.funderId,
      userId: options.actorId,
      before: applicationHistoryRecord(current, current.grant.programId),
      after: applicationHistoryRecord(changes, update.programId),
      fields: APPLICATION_HISTORY_FIELDS,
    });
    return { id: current.id };
  });
}
