import { LARGE_JOINS, readAsTenant } from '@grantflow/db/client';
import {
  type ApplicationPagesOptions,
  listApplicationPages,
} from '@grantflow/db/repositories/application-pages';
import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { Page } from '@grantflow/db/repositories/shared';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListGrantApplicationsOptions = TenantUseCaseOptions &
  Pick<ApplicationPagesOptions, 'page' | 'pageSize' | 'load'> & {
    grantIds: readonly number[];
    /** listApplications' deadline direction. */
    direction: 'ASC' | 'DESC';
  };

/** The same page of each grant's applications, in listApplications' order, in one read of the organisation. */
export function listGrantApplications(
  options: ListGrantApplicationsOptions,
): Promise<Map<number, Page<ApplicationRecord>>> {
  const { db, organization, today, grantIds, direction, ...page } = options;
  return readAsTenant(
    db,
    organization.id,
    (tx) =>
      listApplicationPages(tx, {
        ...page,
        organizationId: organization.id,
        today: derivationToday(today),
        parent: 'GRANT',
        parentIds: grantIds,
        order: { by: 'DEADLINE', direction },
      }),
    LARGE_JOINS,
  );
}
