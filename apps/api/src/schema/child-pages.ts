import type { Page } from '@grantflow/db/repositories/shared';
import DataLoader from 'dataloader';
import type { Context, LoaderFactory } from '../context.ts';
import type { Tenant } from '../operations/tenant.ts';

// A paged list under every parent of a list (listFunders { items { grants { … } } }): batched, not capped.
// The request's DataLoader collects the parents graphql-js resolves in one pass and calls the list's use
// case once per organisation and argument set, which reads every parent's page in one statement
// (packages/db partitioned pages). Batched rather than capped because a list of parents is as long as its
// page (up to 1000 rows), and one statement per row would be that many round trips.

export interface ChildPageKey<Options> {
  tenant: Tenant;
  parentId: number;
  /** The page and what to load: plain data, the same for every parent of one field selection. */
  options: Options;
}

/** Every parent's page of one organisation and option set, in one call. */
export type ReadChildPages<Options, Item> = (
  tenant: Tenant,
  parentIds: number[],
  options: Options,
) => Promise<Map<number, Page<Item>>>;

const groupOf = <Options>(key: ChildPageKey<Options>) =>
  `${key.tenant.organization.id}|${JSON.stringify(key.options)}`;

/** A loader factory (one per field) over `read`; its loader returns the parent's page. */
export function childPages<Options, Item>(
  read: ReadChildPages<Options, Item>,
): LoaderFactory<ChildPageKey<Options>, Page<Item>, string> {
  return (_ctx: Context) =>
    new DataLoader(
      async (keys) => {
        const groups = new Map<string, { first: ChildPageKey<Options>; parentIds: number[] }>();
        for (const key of keys) {
          const group = groups.get(groupOf(key)) ?? { first: key, parentIds: [] };
          group.parentIds.push(key.parentId);
          groups.set(groupOf(key), group);
        }
        const pages = new Map<string, Map<number, Page<Item>> | Error>();
        await Promise.all(
          [...groups].map(async ([name, { first, parentIds }]) => {
            try {
              pages.set(name, await read(first.tenant, parentIds, first.options));
            } catch (error) {
              pages.set(name, error instanceof Error ? error : new Error(String(error)));
            }
          }),
        );
        return keys.map((key) => {
          const found = pages.get(groupOf(key));
          if (found instanceof Error) return found;
          return found?.get(key.parentId) ?? { items: [], total: 0 };
        });
      },
      { cacheKeyFn: (key) => `${groupOf(key)}|${key.parentId}` },
    );
}
