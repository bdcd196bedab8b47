import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, error and empty states shared by the tracker tables (DESIGN §7). */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  errorText,
  onRetry,
  children,
}: ListStateProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="error" role="alert" title={errorText}>
        <Button variant="light" color="error" size="xs" onClick={onRetry}>
          {t('grants.retry')}
        </Button>
      </Alert>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
