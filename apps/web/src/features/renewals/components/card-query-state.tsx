import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';

interface CardQueryStateProps<T> {
  /** The query's answer; null until it came. */
  data: T | null;
  fetching: boolean;
  /** The query failed. */
  failed: boolean;
  errorTitle: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * The renewals cards' body while their query runs: an error with Retry when it failed before any answer,
 * a small loader while the first answer is on its way, then the card's content.
 */
export function CardQueryState<T>({
  data,
  fetching,
  failed,
  errorTitle,
  onRetry,
  children,
}: CardQueryStateProps<T>) {
  const { t } = useTranslation();
  if (failed && data === null) {
    return (
      <Alert color="error" role="alert" title={errorTitle}>
        <Button size="xs" variant="light" color="error" onClick={onRetry}>
          {t('renewals.card.retry')}
        </Button>
      </Alert>
    );
  }
  if (data === null) return fetching ? <LoadingStatus py="md" loaderSize="sm" /> : null;
  return children(data);
}
