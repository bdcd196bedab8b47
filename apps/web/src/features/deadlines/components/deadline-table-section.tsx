import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../ui/router-link.tsx';

/** A row as the tables take it: on "All my organisations" each carries its organisation. */
export interface DeadlineTableRow<T> {
  organization?: { id: string; name: string };
  deadline: T;
}

interface SectionProps {
  id: string;
  title: string;
  printHidden: boolean;
  empty: boolean;
  emptyText: string;
  minWidth: number;
  children: ReactNode;
}

/** A deadline table's section: its heading, then the empty text or the table scrolling sideways. */
export function TableSection({ id, title, printHidden, empty, emptyText, minWidth, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={printHidden ? 'no-print' : undefined} data-testid={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" py="md" role="status">
          {emptyText}
        </Text>
      ) : (
        // A card per row on a phone, titled by its funder (`.stacked-rows`); print shows it whole (`.print-unclipped`), both in global.css.
        <Table.ScrollContainer minWidth={minWidth} type="native" className="print-unclipped stacked-rows">
          <Table striped highlightOnHover aria-labelledby={id}>
            {children}
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

/** The funder's name, a link to its page unless the row belongs to another organisation. */
export function DeadlineFunder({ funder, link }: { funder: { id: string; name: string }; link: boolean }) {
  if (!link) return funder.name;
  return (
    <AnchorLink to="/funder/$id" params={{ id: funder.id }}>
      {funder.name}
    </AnchorLink>
  );
}

export const deadlineRowKey = ({ organization, deadline }: DeadlineTableRow<{ id: string }>) =>
  organization ? `${organization.id}-${deadline.id}` : deadline.id;
