import { readAsTenant } from '@grantflow/db/client';
import {
  type FunderGrantPagesOptions,
  type GrantRecord,
  listFunderGrantPages,
} from '@grantflow/db/repositories/grants';
import type { Page } from '@grantflow/db/repositories/shared';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type ListFunderGrantsOptions = TenantUseCaseOptions &
  Omit<FunderGrantPagesOptions, 'organizationId' | 'today'>;

/** The same page of each funder's grants (by program name, then id), in one read of the organisation. */
export function listFunderGrants(options: ListFunderGrantsOptions): Promise<Map<number, Page<GrantRecord>>> {
  const { db, organization, today, ...query } = options;
  return readAsTenant(db, organization.id, (tx) =>
    listFunderGrantPages(tx, { ...query, organizationId: organization.id, today: derivationToday(today) }),
  );
}
