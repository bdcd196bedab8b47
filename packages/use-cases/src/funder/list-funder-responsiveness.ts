import { withTenant } from '@grantflow/db/client';
import { funderResponsiveness } from '@grantflow/db/repositories/funder-responsiveness';
import { type FunderRecord, loadFunders } from '@grantflow/db/repositories/funders';
import type { FunderLoad } from '@grantflow/db/repositories/load';
import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface FunderResponsivenessEntry {
  funder: FunderRecord;
  responsiveness: FunderResponsiveness;
}

/**
 * How every funder of the organisation with a submitted application answers (the largest-funders page's
 * table), most submissions first, then by name. Two statements: the figures, then the funders.
 */
export async function listFunderResponsiveness(
  options: TenantUseCaseOptions & { load?: FunderLoad },
): Promise<FunderResponsivenessEntry[]> {
  const { db, organization } = options;
  const today = derivationToday(options.today);
  return withTenant(db, organization.id, async (tx) => {
    const figures = await funderResponsiveness(tx, organization.id, null, today);
    const funders = await loadFunders(tx, organization.id, [...figures.keys()], options.load ?? {});
    return [...figures]
      .flatMap(([id, responsiveness]) => {
        const funder = funders.get(id);
        return funder ? [{ funder, responsiveness }] : [];
      })
      .sort(
        (x, y) =>
          y.responsiveness.submitted - x.responsiveness.submitted ||
          x.funder.name.localeCompare(y.funder.name) ||
          x.funder.id - y.funder.id,
      );
  });
}
