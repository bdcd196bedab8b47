import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface TrackerTableProps {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  headers: readonly string[];
  /** The body rows. */
  children: ReactNode;
}

/** The scrolling, striped table the pipeline and report center list their rows in. */
export function TrackerTable({ label, minWidth, headers, children }: TrackerTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
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
