import { readAsTenant } from '@grantflow/db/client';
import {
  type ApplicationRecord,
  getApplication as getApplicationRow,
} from '@grantflow/db/repositories/applications';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface GetApplicationOptions extends TenantUseCaseOptions {
  id: number;
  /** What the application carries (grant, funder, program, reports), as the selection asks. */
  load: ApplicationLoad;
}

/** One application of the organisation (APPLICATION_NOT_FOUND when absent). */
export function getApplication(options: GetApplicationOptions): Promise<ApplicationRecord> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, (tx) =>
    getApplicationRow(tx, organization.id, options.id, derivationToday(options.today), options.load),
  );
}
