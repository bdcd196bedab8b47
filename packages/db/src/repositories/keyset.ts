import { DomainError } from '@grantflow/domain/shared/errors';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// A list's order written once, for both ways of reading it: the screens' OFFSET pages and the exports'
// keyset batches ("the rows after the last one read"). A keyset batch costs the same wherever it starts;
// an OFFSET page computes every skipped row (with its correlated columns) again, so reading a whole list
// page by page grew with the square of its length.

/** Where a keyset read resumes: the order keys of the last row read, as `cursorColumn` selected them. */
export type KeysetCursor = readonly (string | number | boolean | null)[];

export interface OrderKey {
  value: SQLWrapper;
  direction: 'asc' | 'desc';
  /** The key may be null; nulls sort last whatever the direction. */
  nullable?: boolean;
}

export interface ListOrder {
  /** For `.orderBy(...)`. */
  orderBy: SQL[];
  /** The page's `pageCursor` column: the row's keys when `after` is given (a keyset read), else null. */
  cursorColumn: (after: KeysetCursor | null | undefined) => SQL<KeysetCursor | null>;
  /** The rows strictly after `after` in this order; undefined (every row) for an OFFSET read or the first batch. */
  after: (after: KeysetCursor | null | undefined) => SQL | undefined;
}

function orderOf(key: OrderKey): SQL {
  const direction = sql.raw(key.direction);
  return key.nullable ? sql`${key.value} ${direction} nulls last` : sql`${key.value} ${direction}`;
}

/** Rows after `cursor` from key `index` on, the earlier keys being equal. */
function beyond(keys: readonly OrderKey[], cursor: KeysetCursor, index: number): SQL {
  const key = keys[index] as OrderKey;
  const value = cursor[index] ?? null;
  const rest = index + 1 < keys.length ? beyond(keys, cursor, index + 1) : null;
  // Past a null (nulls last) come only the later nulls.
  if (key.nullable && value === null) return rest ? sql`(${key.value} is null and ${rest})` : sql`false`;
  const past = key.direction === 'asc' ? sql`${key.value} > ${value}` : sql`${key.value} < ${value}`;
  const nulls = key.nullable ? sql` or ${key.value} is null` : sql``;
  const tie = rest ? sql` or (${key.value} = ${value} and ${rest})` : sql``;
  return sql`(${past}${nulls}${tie})`;
}

/**
 * The order `keys` (the last one unique, e.g. the id) with its keyset condition. Keys all non-null and in
 * one direction compare as one row value, `(a, b) > ($1, $2)`, which an index on the keys answers as a range.
 */
export function listOrder(keys: readonly OrderKey[]): ListOrder {
  const rowValue = keys.every((key) => !key.nullable && key.direction === keys[0]?.direction);
  const values = sql.join(
    keys.map((key) => key.value),
    sql`, `,
  );
  return {
    orderBy: keys.map(orderOf),
    cursorColumn: (after) =>
      after === undefined ? sql<null>`null` : sql<KeysetCursor>`json_build_array(${values})`,
    after: (after) => {
      if (!after) return undefined;
      if (after.length !== keys.length) throw new DomainError('INTERNAL');
      if (!rowValue) return beyond(keys, after, 0);
      const cursor = sql.join(
        after.map((value) => sql`${value}`),
        sql`, `,
      );
      return keys[0]?.direction === 'desc' ? sql`(${values}) < (${cursor})` : sql`(${values}) > (${cursor})`;
    },
  };
}
