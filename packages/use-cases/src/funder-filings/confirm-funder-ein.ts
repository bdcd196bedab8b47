import { readAsTenant, withTenant } from '@grantflow/db/client';
import { setFunderEin } from '@grantflow/db/repositories/funder-filings';
import { assertFunderExists, type FunderRecord, getFunder } from '@grantflow/db/repositories/funders';
import type { FunderLoad } from '@grantflow/db/repositories/load';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { ConfirmFunderEinArgs } from '@grantflow/validation/funder-filings';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FilingsProvider } from './filings-provider.ts';
import { fromProvider } from './provider-call.ts';
import { storeFilings } from './store-filings.ts';

export interface ConfirmFunderEinOptions extends TenantUseCaseOptions {
  input: ConfirmFunderEinArgs;
  provider: FilingsProvider;
  load?: FunderLoad;
  now?: () => Date;
}

/**
 * Stores the EIN on the funder with its filings fetched now, in one transaction: an EIN the provider does
 * not know (EIN_NOT_FOUND) or a provider failure leaves the funder as it was.
 */
export async function confirmFunderEin(options: ConfirmFunderEinOptions): Promise<FunderRecord> {
  const { db, organization, input } = options;
  // The funder first, so another organisation's funder id is FUNDER_NOT_FOUND before any outside call.
  await readAsTenant(db, organization.id, (tx) => assertFunderExists(tx, organization.id, input.funderId));
  const filings = await fromProvider(() => options.provider.filings(input.ein));
  if (filings === null) throw new DomainError('EIN_NOT_FOUND');
  const fetchedAt = (options.now ?? (() => new Date()))();
  return withTenant(db, organization.id, async (tx) => {
    await setFunderEin(tx, organization.id, input.funderId, input.ein);
    await storeFilings(tx, organization.id, input.funderId, filings, fetchedAt);
    return getFunder(tx, organization.id, input.funderId, options.load);
  });
}
