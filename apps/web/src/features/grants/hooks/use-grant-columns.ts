import { useState } from 'react';
import {
  columnsStorageKey,
  type GrantColumn,
  parseStoredColumns,
  visibleColumnsFor,
} from '../utils/grant-columns.ts';
import type { GrantStatusFilter } from '../utils/grant-filters.ts';

/** The user's stored choice; null when they never chose (or storage is unreadable). */
function read(userId: string | undefined): GrantColumn[] | null {
  if (!userId) return null;
  try {
    return parseStoredColumns(window.localStorage.getItem(columnsStorageKey(userId)));
  } catch {
    return null;
  }
}

/** The grant list's visible columns for a status filter, the user's choice remembered per user in localStorage. */
export function useGrantColumns(
  userId: string | undefined,
  status: GrantStatusFilter = 'ALL',
): [GrantColumn[], (columns: GrantColumn[]) => void] {
  const [state, setState] = useState(() => ({ userId, stored: read(userId) }));
  // Another user signed in on this page (or the user arrived after the first render): their own choice.
  const current = state.userId === userId ? state : { userId, stored: read(userId) };
  if (current !== state) setState(current);

  function choose(columns: GrantColumn[]) {
    setState({ userId, stored: columns });
    if (!userId) return;
    try {
      window.localStorage.setItem(columnsStorageKey(userId), JSON.stringify(columns));
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
  }
  return [visibleColumnsFor(current.stored, status), choose];
}
