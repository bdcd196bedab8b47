import { Alert, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingStatus } from './loading-status.tsx';

/**
 * How much room the states take: `page` stands in for a whole list on a page (tracker tables, largest funders),
 * `table` fills a list table's body (funders, programs), `compact` a dense admin table (inline Retry).
 */
export type ListStateVariant = 'page' | 'table' | 'compact';

const LOOKS = {
  page: { py: 'xl', loaderSize: undefined, loaderLive: true, emptyRole: 'status' },
  table: { py: 'lg', loaderSize: undefined, loaderLive: true, emptyRole: undefined },
  compact: { py: 'md', loaderSize: 'sm', loaderLive: false, emptyRole: undefined },
} as const;

interface ListStateProps {
  variant: ListStateVariant;
  /** Shown first: a loader with role "status". */
  loading: boolean;
  /** Set when loading failed: an alert (role "alert") with `errorText` and a Retry button. */
  error?: boolean;
  errorText?: string;
  retryText?: string;
  onRetry?: () => void;
  empty: boolean;
  /** The empty state's line; with `emptyBody` it is the bold title above that dimmed line. */
  emptyText: string;
  emptyBody?: string;
  /** Inside a table body: each state fills one row spanning this many cells. */
  columns?: number;
  /** The list itself, shown when no state applies (none: nothing is rendered then). */
  children?: ReactNode;
}

/** The loading, error and empty states of a list (docs/architecture.md, Screens); the list itself otherwise. */
export function ListState({ columns, children, ...props }: ListStateProps) {
  if (!props.loading && !props.error && !props.empty) return <>{children}</>;
  const state = <StateContent {...props} />;
  if (columns === undefined) return state;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{state}</Table.Td>
    </Table.Tr>
  );
}

function StateContent({
  variant,
  loading,
  error,
  errorText,
  retryText,
  onRetry,
  empty,
  emptyText,
  emptyBody,
}: Omit<ListStateProps, 'columns' | 'children'>) {
  const looks = LOOKS[variant];
  if (loading) {
    return <LoadingStatus py={looks.py} loaderSize={looks.loaderSize} live={looks.loaderLive} />;
  }
  if (error) {
    const retry = (compact: boolean) => (
      <Button
        size={compact ? 'compact-xs' : 'xs'}
        variant={compact ? 'subtle' : 'light'}
        color={compact ? undefined : 'error'}
        onClick={onRetry}
      >
        {retryText}
      </Button>
    );
    if (variant === 'compact') {
      return (
        <Alert color="error" role="alert">
          {errorText} {retry(true)}
        </Alert>
      );
    }
    return (
      <Alert color="error" role="alert" title={errorText}>
        {retry(false)}
      </Alert>
    );
  }
  if (!empty) return null;
  if (emptyBody !== undefined) {
    return (
      <>
        <Text fw={600} ta="center">
          {emptyText}
        </Text>
        <Text c="dimmed" ta="center" size="sm">
          {emptyBody}
        </Text>
      </>
    );
  }
  return (
    <Text c="dimmed" ta="center" py={looks.py} role={looks.emptyRole}>
      {emptyText}
    </Text>
  );
}
