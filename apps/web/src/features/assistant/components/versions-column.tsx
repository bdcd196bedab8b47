import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';

interface VersionsColumnProps {
  title: string;
  newLabel: string;
  onNew: () => void;
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  /** Shown between the heading and the list (a filter). */
  filter?: ReactNode;
  children: ReactNode;
}

/** The left column of a fine-tuning modal: its heading, the New version button and the list's loading states. */
export function VersionsColumn(props: VersionsColumnProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {props.title}
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={props.onNew}
        >
          {props.newLabel}
        </Button>
      </Group>
      {props.filter}
      <ListState
        variant="compact"
        loading={props.loading}
        error={props.loadError !== null}
        errorText={props.loadError ?? ''}
        retryText={t('assistant.retry')}
        onRetry={props.onRetry}
        empty={props.empty}
        emptyText={props.emptyText}
      >
        {props.children}
      </ListState>
    </Stack>
  );
}
