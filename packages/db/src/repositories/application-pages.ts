import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications } from '../schema/grants.ts';
import {
  type ApplicationRecord,
  applicationFilters,
  type ListApplicationsOptions,
  loadApplications,
} from './applications.ts';
import { awardDateSql } from './dashboard-sql.ts';
import { FULL_APPLICATION_LOAD } from './load.ts';
import { partitionedPageIds } from './partitioned-page.ts';
import { organizationRowsIn, type Page } from './shared.ts';

// listApplications' page for many parents at once (every grant of a list, every funder of a list): the
// same filters (applicationFilters), numbered per parent, then the rows hydrated as listApplications'
// are. Three statements for any number of parents: the pages' ids, the applications with their grants,
// their reports (as the load asks).

export type ApplicationPageOrder =
  /** listApplications' order. */
  | { by: 'DEADLINE'; direction: 'ASC' | 'DESC' }
  /** Award date (received, else fiscal date, else deadline), latest first. */
  | { by: 'LATEST_AWARD' };

export interface ApplicationPagesOptions
  extends Omit<ListApplicationsOptions, 'funderId' | 'direction' | 'withTotal'> {
  parent: 'GRANT' | 'FUNDER';
  parentIds: readonly number[];
  order: ApplicationPageOrder;
  /** Stored status AWARDED only (the awards of a funder; its partial index applications_awarded_funder_idx). */
  awardedOnly?: boolean;
}

function orderSql(order: ApplicationPageOrder): SQL {
  if (order.by === 'LATEST_AWARD') return sql`${awardDateSql} desc, ${applications.id} desc`;
  return order.direction === 'DESC'
    ? sql`${applications.deadline} desc, ${applications.id} asc`
    : sql`${applications.deadline} asc, ${applications.id} asc`;
}

/** Per parent id, its page of applications and its total; a parent of another organisation gets an empty page. */
export async function listApplicationPages(
  tx: DbExecutor,
  options: ApplicationPagesOptions,
): Promise<Map<number, Page<ApplicationRecord>>> {
  const { organizationId, parentIds } = options;
  const pages = new Map<number, Page<ApplicationRecord>>(
    parentIds.map((id) => [id, { items: [], total: 0 }]),
  );
  if (parentIds.length === 0) return pages;
  const parent = options.parent === 'GRANT' ? applications.grantId : applications.funderId;
  const where = and(
    organizationRowsIn(applications.organizationId, organizationId, parent, parentIds),
    options.awardedOnly ? eq(applications.status, 'AWARDED') : undefined,
    ...applicationFilters(options),
  );
  const idPages = await partitionedPageIds(
    tx,
    {
      parent,
      id: applications.id,
      from: sql`${applications}`,
      where: where ?? sql`true`,
      orderBy: orderSql(options.order),
    },
    options,
  );
  const records = await loadApplications(
    tx,
    organizationId,
    [...idPages.values()].flatMap((page) => page.ids),
    options.today,
    options.load ?? FULL_APPLICATION_LOAD,
  );
  for (const [parentId, { ids, total }] of idPages) {
    const items = ids.flatMap((id) => {
      const application = records.get(id);
      return application ? [application] : [];
    });
    pages.set(parentId, { items, total });
  }
  return pages;
}
