import { withTenant } from '@grantflow/db/client';
import { getApplication, saveApplication } from '@grantflow/db/repositories/applications';
import { setGrantProgram } from '@grantflow/db/repositories/grants';
import type { ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { applyApplicationUpdate } from '@grantflow/domain/application/apply-application-update';
import { applicationUpdateGrantIssues } from '@grantflow/validation/application-update';
import {
  derivationToday,
  type TenantUseCaseOptions,
  throwIfIssues,
  validationToday,
} from '../shared/use-case-options.ts';
import { storedChanges, storedState } from './application-state.ts';

export interface UpdateApplicationOptions extends TenantUseCaseOptions {
  id: number;
  /** As packages/validation's applicationUpdateSchema reads it: its other rules have run; amounts in cents. */
  update: ApplicationUpdate;
}

/**
 * Loads the application, runs the one rule that needs its grant's frequency, stores what
 * applyApplicationUpdate computes (status, cleared parts, report schedule) and moves the grant to the chosen
 * program; one transaction.
 */
export async function updateApplication(options: UpdateApplicationOptions): Promise<{ id: number }> {
  const { db, organization, id, update } = options;
  return withTenant(db, organization.id, async (tx) => {
    const current = await getApplication(tx, organization.id, id, derivationToday(options.today));
    const frequency = current.grant.frequency;
    throwIfIssues(applicationUpdateGrantIssues(update, { today: validationToday(options.today), frequency }));
    const next = applyApplicationUpdate(storedState(current), update);
    if (update.programId !== current.grant.programId) {
      await setGrantProgram(tx, organization.id, current.grantId, update.programId);
    }
    await saveApplication(tx, organization.id, current.id, storedChanges(next, current), next.reports);
    return { id: current.id };
  });
}
