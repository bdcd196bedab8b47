import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from './list-state.tsx';

interface ListTableProps {
  minWidth: number;
  caption: string;
  /** The header cells (one Table.Tr). */
  head: ReactNode;
  columns: number;
  loading: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyBody: string;
  /**
   * A card per row on a phone (`stacked-rows` in global.css): the rows' cells then carry `data-label` and one
   * of them `data-stack-title`. Only for tables whose header holds nothing to operate (it is hidden there).
   */
  stacked?: boolean;
  /** The data rows. */
  children: ReactNode;
}

/** A captioned, scrolling list table whose body shows loading and empty states (funders, programs). */
export function ListTable({
  minWidth,
  caption,
  head,
  columns,
  loading,
  empty,
  emptyTitle,
  emptyBody,
  stacked,
  children,
}: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} className={stacked ? 'stacked-rows' : undefined}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>
          <ListState
            variant="table"
            columns={columns}
            loading={loading}
            empty={empty}
            emptyText={emptyTitle}
            emptyBody={emptyBody}
          >
            {children}
          </ListState>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
