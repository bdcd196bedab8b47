import type { DbTransaction } from '@grantflow/db/client';
import { type FunderFilingInput, replaceFunderFilings } from '@grantflow/db/repositories/funder-filings';
import type { PublicFiling } from './filings-provider.ts';

/** The provider's filings as stored: one per year and form (a later duplicate is dropped). */
export function storedFilings(filings: readonly PublicFiling[]): FunderFilingInput[] {
  const seen = new Map<string, FunderFilingInput>();
  for (const filing of filings) {
    const key = `${filing.year}|${filing.formType}`;
    if (!seen.has(key)) seen.set(key, { ...filing });
  }
  return [...seen.values()];
}

export function storeFilings(
  tx: DbTransaction,
  organizationId: number,
  funderId: number,
  filings: readonly PublicFiling[],
  fetchedAt: Date,
): Promise<void> {
  return replaceFunderFilings(tx, organizationId, funderId, storedFilings(filings), fetchedAt);
}
