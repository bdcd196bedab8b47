import { readAsTenant } from '@grantflow/db/client';
import { getFunder } from '@grantflow/db/repositories/funders';
import type { FindFunderFilingsArgs } from '@grantflow/validation/funder-filings';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FilingCandidate, FilingsProvider } from './filings-provider.ts';
import { fromProvider } from './provider-call.ts';

export interface FindFunderFilingsOptions extends TenantUseCaseOptions {
  input: FindFunderFilingsArgs;
  provider: FilingsProvider;
}

/** The provider's organisations matching the search, or the funder's name when none is given. */
export async function findFunderFilings(options: FindFunderFilingsOptions): Promise<FilingCandidate[]> {
  const { db, organization, input } = options;
  const funder = await readAsTenant(db, organization.id, (tx) =>
    getFunder(tx, organization.id, input.funderId, {}),
  );
  const query = input.search || funder.name;
  return fromProvider(() => options.provider.search(query));
}
