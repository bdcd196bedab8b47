import { withTenant } from '@grantflow/db/client';
import { getApplication, saveApplication } from '@grantflow/db/repositories/applications';
import { setGrantProgram } from '@grantflow/db/repositories/grants';
import { applyApplicationUpdate } from '@grantflow/domain/application/apply-application-update';
import type { ApplicationUpdateParams } from '@grantflow/validation/application';
import { applicationPayloadIssues } from '@grantflow/validation/application-payload';
import {
  derivationToday,
  type TenantUseCaseOptions,
  throwIfIssues,
  validationToday,
} from '../shared/use-case-options.ts';
import { domainParams, storedChanges, storedState } from './application-state.ts';

export interface UpdateApplicationOptions extends TenantUseCaseOptions {
  id: number;
  /** The parsed params (applicationUpdateParamsSchema); amounts in dollars. */
  params: ApplicationUpdateParams;
}

/**
 * The update-application form on the server (docs/product.md, Updating an application): loads the application, re-runs the validation rules now that the grant's
 * frequency is known, stores what applyApplicationUpdate computes (status, cleared parts, report schedule)
 * and moves the grant to the chosen program; one transaction.
 */
export async function updateApplication(options: UpdateApplicationOptions): Promise<{ id: number }> {
  const { db, organization, id, params } = options;
  return withTenant(db, organization.id, async (tx) => {
    const current = await getApplication(tx, organization.id, id, derivationToday(options.today));
    const frequency = current.grant.frequency;
    throwIfIssues(applicationPayloadIssues(params, { today: validationToday(options.today), frequency }));
    const next = applyApplicationUpdate(storedState(current), domainParams(params));
    if (params.programId !== current.grant.programId) {
      await setGrantProgram(tx, organization.id, current.grantId, params.programId);
    }
    await saveApplication(tx, organization.id, current.id, storedChanges(next, current), next.reports);
    return { id: current.id };
  });
}
