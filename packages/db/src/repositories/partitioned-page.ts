import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { offsetOf, type PageRequest } from './shared.ts';

// The same page of a child list for many parents at once (a funder's grants, a grant's applications, for
// every parent of a GraphQL list): one statement whatever the number of parents. Each parent's rows are
// numbered in the list's order and counted in their partition; the statement keeps the page's rows and,
// for the total, each parent's first row (which also answers a page past the end).

export interface PartitionedPageQuery {
  /** The parent's column, e.g. grants.funder_id. */
  parent: SQLWrapper;
  /** The child's id column. */
  id: SQLWrapper;
  /** FROM list (with the joins the order needs). */
  from: SQL;
  /** The rows of the organisation and of the parents asked for, and the list's filters. */
  where: SQL;
  /** The list's order within one parent, ending with a unique column. */
  orderBy: SQL;
}

export interface PartitionedPage {
  /** The page's child ids, in order. */
  ids: number[];
  /** Every child of the parent that matches. */
  total: number;
}

/** Per parent id: its page of child ids and its total; parents without a matching child get none. */
export async function partitionedPageIds(
  tx: DbExecutor,
  query: PartitionedPageQuery,
  page: PageRequest,
): Promise<Map<number, PartitionedPage>> {
  const offset = offsetOf(page);
  const result = await tx.execute<{ parent_id: number; id: number; rn: string; total: string }>(sql`
    select parent_id, id, rn, total from (
      select ${query.parent} as parent_id, ${query.id} as id,
        row_number() over (partition by ${query.parent} order by ${query.orderBy}) as rn,
        count(*) over (partition by ${query.parent}) as total
      from ${query.from}
      where ${query.where}
    ) numbered
    where rn = 1 or (rn > ${offset} and rn <= ${offset + page.pageSize})
    order by parent_id, rn`);
  const pages = new Map<number, PartitionedPage>();
  for (const row of result.rows) {
    const parentId = Number(row.parent_id);
    const found = pages.get(parentId) ?? { ids: [], total: Number(row.total) };
    if (Number(row.rn) > offset) found.ids.push(Number(row.id));
    pages.set(parentId, found);
  }
  return pages;
}
