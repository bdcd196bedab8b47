import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableBodyState } from './table-body-state.tsx';

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
  /** The data rows. */
  children: ReactNode;
}

/** A captioned, scrolling list table whose body shows loading and empty states (funders, programs). */
export function ListTable({ minWidth, caption, head, loading, children, ...state }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>
          <TableBodyState loading={loading} {...state}>
            {children}
          </TableBodyState>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
