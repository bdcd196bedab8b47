import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import type pg from 'pg';
import { expect } from 'vitest';
import { type Db, withTenant } from '../client.ts';
import { loadRawData } from '../repositories/dashboard-reference.ts';
import { EMPTY_RESPONSIVENESS, funderResponsiveness } from '../repositories/funder-responsiveness.ts';
import { type FunderSortField, listFunders } from '../repositories/funders.ts';
import { renewalSources } from '../repositories/renewals.ts';
import {
  referenceRenewalSources,
  referenceResponsiveness,
} from '../repositories/responsiveness-reference.ts';

// Shared by this package's property test over random organisations and packages/demo's test over the
// demo data: the same comparison, whatever wrote the rows.

const sortValue = (r: FunderResponsiveness, field: FunderSortField) =>
  field === 'WIN_RATE' ? r.winRate : r.medianResponseDays;

/** Every responsiveness figure, the renewal sources and the funders list's sorts against the reference. */
export async function expectResponsivenessMatchesReference(
  t: { db: Db; admin: pg.Pool },
  organizationId: number,
  today: string,
): Promise<number> {
  const data = await loadRawData(t.admin, organizationId);
  const reference = referenceResponsiveness(data, today);
  const funderIds = [...new Set(data.applications.map((a) => a.funderId))];
  await withTenant(t.db, organizationId, async (tx) => {
    expect(await funderResponsiveness(tx, organizationId, null, today)).toEqual(reference);
    const some = funderIds.slice(0, 2);
    const subset = await funderResponsiveness(tx, organizationId, some, today);
    for (const id of some)
      expect(subset.get(id) ?? EMPTY_RESPONSIVENESS).toEqual(reference.get(id) ?? EMPTY_RESPONSIVENESS);

    expect(
      (await renewalSources(tx, organizationId)).map((s) => s.applicationId).sort((x, y) => x - y),
    ).toEqual(referenceRenewalSources(data));

    for (const field of ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS'] as const) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const page = await listFunders(tx, {
          organizationId,
          page: 1,
          pageSize: 1000,
          load: {},
          withTotal: false,
          sort: { field, direction, today },
        });
        const values = page.items.map((f) => sortValue(reference.get(f.id) ?? EMPTY_RESPONSIVENESS, field));
        const known = values.filter((v): v is number => v !== null);
        // Known values first, in order; then the funders without one.
        expect(values).toEqual([
          ...[...known].sort((x, y) => (direction === 'ASC' ? x - y : y - x)),
          ...values.filter((v) => v === null),
        ]);
      }
    }
  });
  return reference.size;
}
