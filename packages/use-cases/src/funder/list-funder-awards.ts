import { readAsTenant } from '@grantflow/db/client';
import {
  type ApplicationPagesOptions,
  listApplicationPages,
} from '@grantflow/db/repositories/application-pages';
import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { Page } from '@grantflow/db/repositories/shared';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListFunderAwardsOptions = TenantUseCaseOptions &
  Pick<ApplicationPagesOptions, 'page' | 'pageSize' | 'load'> & { funderIds: readonly number[] };

/** The same page of each funder's awarded applications, latest award first, in one read of the organisation. */
export function listFunderAwards(
  options: ListFunderAwardsOptions,
): Promise<Map<number, Page<ApplicationRecord>>> {
  const { db, organization, today, funderIds, ...page } = options;
  return readAsTenant(db, organization.id, (tx) =>
    listApplicationPages(tx, {
      ...page,
      organizationId: organization.id,
      today: derivationToday(today),
      parent: 'FUNDER',
      parentIds: funderIds,
      awardedOnly: true,
      order: { by: 'LATEST_AWARD' },
    }),
  );
}
