import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The documents filter as typed and the `search` sent for it, which belongs to the folder it was typed in. */
export function useFolderFilter(path: string) {
  const [filter, setFilter] = useState('');
  const [filterFolder, setFilterFolder] = useState(path);
  const [debounced] = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS.documentFilter);
  // The filter waits 1000 ms after typing (docs/product.md, Constants and limits); clearing it shows the whole folder at once.
  const search = filter.trim() === '' ? '' : debounced;

  // Opening another folder clears it.
  if (filterFolder !== path) {
    setFilterFolder(path);
    setFilter('');
  }

  return { filter, setFilter, search };
}
