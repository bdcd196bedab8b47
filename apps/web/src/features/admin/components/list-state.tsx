import { Alert, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';

interface ListStateProps {
  columns: number;
  fetching: boolean;
  error: CombinedError | undefined;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}

/** Loading, error and empty rows of an admin table; null when there are rows to show. */
export function ListState({ columns, fetching, error, empty, emptyText, onRetry }: ListStateProps) {
  const { t } = useTranslation();
  let content: React.ReactNode = null;
  if (error) {
    content = (
      <Alert color="error" role="alert">
        {t('admin.load_failed')}{' '}
        <Button size="compact-xs" variant="subtle" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </Alert>
    );
  } else if (fetching && empty) {
    content = (
      <Center role="status" py="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  } else if (empty) {
    content = (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  if (!content) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{content}</Table.Td>
    </Table.Tr>
  );
}
