import { readAsTenant } from '@grantflow/db/client';
import { type ApplicationRecord, funderApplications } from '@grantflow/db/repositories/applications';
import { type FunderRecord, getFunder } from '@grantflow/db/repositories/funders';
import type { ApplicationLoad, FunderLoad } from '@grantflow/db/repositories/load';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface GetFunderProfileOptions extends TenantUseCaseOptions {
  id: number;
  load: FunderLoad;
  /** What the previous and next grants carry; null: the profile reads no grants. */
  applications: ApplicationLoad | null;
}

export interface FunderProfile {
  funder: FunderRecord;
  previous: ApplicationRecord[];
  next: ApplicationRecord[];
}

/** A funder with its previous and next grants, in one tenant read (FUNDER_NOT_FOUND when absent). */
export function getFunderProfile(options: GetFunderProfileOptions): Promise<FunderProfile> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, async (tx) => {
    const funder = await getFunder(tx, organization.id, options.id, options.load);
    const applications = options.applications
      ? await funderApplications(
          tx,
          organization.id,
          funder.id,
          derivationToday(options.today),
          options.applications,
        )
      : { previous: [], next: [] };
    return { funder, ...applications };
  });
}
