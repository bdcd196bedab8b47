import { type Db, readAsTenant, withTenant } from '@grantflow/db/client';
import { listConfirmedFunders } from '@grantflow/db/repositories/funder-filings';
import { listEveryOrganization } from '@grantflow/db/repositories/organizations';
import type { FilingsProvider } from './filings-provider.ts';
import { storeFilings } from './store-filings.ts';

export interface RefreshFilingsDeps {
  db: Db;
  provider: FilingsProvider;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
}

export interface RefreshFilingsResult {
  refreshed: number;
  failed: number;
}

/**
 * The periodic refresh (docs/product.md, Funder research): every confirmed funder's filings fetched again and
 * replaced, one funder per transaction. A failing or unknown EIN keeps what was stored and is counted, so
 * the job fails and the queue retries it with backoff.
 */
export async function refreshConfirmedFilings(deps: RefreshFilingsDeps): Promise<RefreshFilingsResult> {
  const result: RefreshFilingsResult = { refreshed: 0, failed: 0 };
  for (const organization of await listEveryOrganization(deps.db)) {
    const confirmed = await readAsTenant(deps.db, organization.id, (tx) =>
      listConfirmedFunders(tx, organization.id),
    );
    for (const funder of confirmed) {
      try {
        const filings = await deps.provider.filings(funder.ein);
        if (filings === null) throw new Error(`no filings known for EIN ${funder.ein}`);
        const fetchedAt = (deps.now ?? (() => new Date()))();
        await withTenant(deps.db, organization.id, (tx) =>
          storeFilings(tx, organization.id, funder.id, filings, fetchedAt),
        );
        result.refreshed += 1;
      } catch (error) {
        deps.log.warn({ err: error, funderId: funder.id }, 'funder filings refresh failed');
        result.failed += 1;
      }
    }
  }
  return result;
}
