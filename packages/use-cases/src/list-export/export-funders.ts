import { withTenant } from '@grantflow/db/client';
import { EMPTY_RESPONSIVENESS, funderResponsiveness } from '@grantflow/db/repositories/funder-responsiveness';
import { type FunderRecord, type FunderSortField, listFunders } from '@grantflow/db/repositories/funders';
import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import type { SortDirection } from '@grantflow/domain/shared/enums';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { EXPORT_BATCH_SIZE, readInBatches } from './read-in-batches.ts';

/** The funders list's search and column sort (null: by name), as its page sends them to listFunders. */
export interface FunderListFilters {
  search: string | null;
  sort: FunderSortField | null;
  direction: SortDirection;
}

export type FunderExportRow = FunderRecord & { responsiveness: FunderResponsiveness };

export interface ExportFundersOptions extends TenantUseCaseOptions {
  filters: FunderListFilters;
  /** Receives the funders a batch at a time, in the list's order, each with its responsiveness. */
  onBatch: (rows: readonly FunderExportRow[]) => Promise<void> | void;
  batchSize?: number;
}

/**
 * Every funder matching the funders list's search, in its order, through its own repository query
 * (listFunders, with the all-time award total) in keyset batches and the responsiveness figures the list shows
 * (one statement per batch, as GraphQL batches them per page), in one tenant transaction on one snapshot. Returns the number of rows.
 */
export async function exportFunders(options: ExportFundersOptions): Promise<number> {
  const { db, organization, filters } = options;
  const today = derivationToday(options.today);
  return withTenant(
    db,
    organization.id,
    (tx) =>
      readInBatches(
        options.batchSize ?? EXPORT_BATCH_SIZE,
        async (after, pageSize) => {
          const { items, next } = await listFunders(tx, {
            organizationId: organization.id,
            search: filters.search,
            page: 1,
            after,
            pageSize,
            withTotal: false,
            load: { totals: true, lastAward: false },
            sort: filters.sort ? { field: filters.sort, direction: filters.direction, today } : null,
          });
          const figures = await funderResponsiveness(
            tx,
            organization.id,
            items.map((funder) => funder.id),
            today,
          );
          const rows = items.map((funder) => ({
            ...funder,
            responsiveness: figures.get(funder.id) ?? EMPTY_RESPONSIVENESS,
          }));
          return next ? { items: rows, next } : { items: rows };
        },
        options.onBatch,
      ),
    // One snapshot for every batch, so the batches add up to one list while rows are being written.
    { snapshot: true },
  );
}
