import { Table } from '@mantine/core';
import type { TableRow } from '../utils/fine-tuning-types.ts';
import { cellText, columnsOf } from '../utils/table-columns.ts';

interface TableRowsGridProps {
  /** The table's name, which labels the grid and its scroll region. */
  name: string;
  rows: readonly TableRow[];
}

/** A table's rows in the Merged Data View, one column per key the rows carry. */
export function TableRowsGrid({ name, rows }: TableRowsGridProps) {
  const columns = columnsOf(rows);
  return (
    <Table.ScrollContainer
      minWidth={columns.length * 140}
      maxHeight="50vh"
      // Keyboard users can scroll the grid (axe: scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': name } }}
    >
      <Table striped withTableBorder stickyHeader fz="xs" aria-label={name}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((column) => (
                <Table.Td key={column}>{cellText(row[column])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
