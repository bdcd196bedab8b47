import { useCallback, useEffect, useState } from 'react';
import { fetchTableRows, fetchTables } from '../utils/data-view-api.ts';
import type { DatabaseTable, TableRow } from '../utils/fine-tuning-types.ts';

export interface Load<T> {
  loading: boolean;
  error: string | null;
  data: T;
}

/** The Merged Data View's tables, fetched each time it opens, and the rows of the table chosen (the first at once). */
export function useMergedDataView(organizationId: string, opened: boolean) {
  const [tables, setTables] = useState<Load<DatabaseTable[]>>({ loading: true, error: null, data: [] });
  const [selected, setSelected] = useState<DatabaseTable | null>(null);
  const [rows, setRows] = useState<Load<TableRow[]>>({ loading: false, error: null, data: [] });

  const loadRows = useCallback(
    async (table: DatabaseTable) => {
      setSelected(table);
      setRows({ loading: true, error: null, data: [] });
      const result = await fetchTableRows(organizationId, table.name);
      setRows(
        result.ok
          ? { loading: false, error: null, data: result.data }
          : { loading: false, error: result.error, data: [] },
      );
    },
    [organizationId],
  );

  const loadTables = useCallback(async () => {
    setTables((s) => ({ ...s, loading: true }));
    const result = await fetchTables(organizationId);
    if (!result.ok) {
      setTables({ loading: false, error: result.error, data: [] });
      return;
    }
    setTables({ loading: false, error: null, data: result.data });
    // The first table opens at once, so the view never starts empty.
    const first = result.data[0];
    if (first) void loadRows(first);
  }, [organizationId, loadRows]);

  useEffect(() => {
    if (opened) void loadTables();
  }, [opened, loadTables]);

  return { tables, selected, rows, loadTables, loadRows };
}
