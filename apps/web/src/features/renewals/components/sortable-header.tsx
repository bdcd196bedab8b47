import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { ariaSort, type FunderSortField, type FunderSortState } from '../utils/funder-sort.ts';

interface SortableHeaderProps {
  label: string;
  field: FunderSortField;
  sort: FunderSortState | null;
  onSort: (field: FunderSortField) => void;
}

/** A right-aligned column header that sorts the funders list by a responsiveness figure. */
export function SortableHeader({ label, field, sort, onSort }: SortableHeaderProps) {
  const state = ariaSort(sort, field);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconSelector;
  return (
    // data-sortable: on a phone card list it stays shown while the other headers are hidden (ui/global.css).
    <Table.Th scope="col" ta="right" aria-sort={state} data-sortable>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
