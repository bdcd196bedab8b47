import { useState } from 'react';
import {
  columnsStorageKey,
  defaultVisibleColumns,
  type GrantColumn,
  parseStoredColumns,
} from '../utils/grant-columns.ts';

function read(userId: string | undefined): GrantColumn[] {
  if (!userId) return defaultVisibleColumns();
  try {
    return (
      parseStoredColumns(window.localStorage.getItem(columnsStorageKey(userId))) ?? defaultVisibleColumns()
    );
  } catch {
    return defaultVisibleColumns();
  }
}

/** The grant list's visible columns, remembered per user in localStorage. */
export function useGrantColumns(
  userId: string | undefined,
): [GrantColumn[], (columns: GrantColumn[]) => void] {
  const [state, setState] = useState(() => ({ userId, columns: read(userId) }));
  // Another user signed in on this page (or the user arrived after the first render): their own choice.
  const current = state.userId === userId ? state : { userId, columns: read(userId) };
  if (current !== state) setState(current);

  function choose(columns: GrantColumn[]) {
    setState({ userId, columns });
    if (!userId) return;
    try {
      window.localStorage.setItem(columnsStorageKey(userId), JSON.stringify(columns));
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
  }
  return [current.columns, choose];
}
