import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface TrackerTableProps {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  headers: readonly string[];
  /**
   * On a phone each row shows as a card (`stacked-rows` in global.css): its cells then carry `data-label`
   * (their column's header) and the one naming the row `data-stack-title`.
   */
  stacked?: boolean;
  /** The body rows. */
  children: ReactNode;
}

/** The scrolling, striped table the pipeline and report center list their rows in. */
export function TrackerTable({ label, minWidth, headers, stacked = false, children }: TrackerTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} className={stacked ? 'stacked-rows' : undefined}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
