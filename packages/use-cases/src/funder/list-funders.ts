import { readAsTenant } from '@grantflow/db/client';
import {
  type FunderRecord,
  type ListFundersOptions as ListFunderRowsOptions,
  listFunders as listFunderRows,
} from '@grantflow/db/repositories/funders';
import type { Page } from '@grantflow/db/repositories/shared';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListFundersOptions = Omit<TenantUseCaseOptions, 'today'> &
  Omit<ListFunderRowsOptions, 'organizationId'>;

/** One page of the organisation's funders; the search matches name, e-mail or type. */
export function listFunders(options: ListFundersOptions): Promise<Page<FunderRecord>> {
  const { db, organization, ...query } = options;
  return readAsTenant(db, organization.id, (tx) =>
    listFunderRows(tx, { ...query, organizationId: organization.id }),
  );
}
