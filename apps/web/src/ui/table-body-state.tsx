import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TableBodyStateProps {
  columns: number;
  loading: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyBody: string;
  /** The data rows, shown once loaded and not empty. */
  children: ReactNode;
}

/** A list table's body: a loading row, an empty-state row, or the rows themselves. */
export function TableBodyState({
  columns,
  loading,
  empty,
  emptyTitle,
  emptyBody,
  children,
}: TableBodyStateProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Center py="lg" role="status" aria-live="polite">
            <Loader aria-label={t('app.loading')} />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  }
  if (empty) {
    return (
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Text fw={600} ta="center">
            {emptyTitle}
          </Text>
          <Text c="dimmed" ta="center" size="sm">
            {emptyBody}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return <>{children}</>;
}
