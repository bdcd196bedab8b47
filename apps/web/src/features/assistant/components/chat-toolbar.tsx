import type { ChatDataSource, ChatLayout } from '@grantflow/domain/shared/enums';
import { Button, Checkbox, Group, SegmentedControl, Text } from '@mantine/core';
import { IconDatabase, IconSettings, IconTable } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type AssistantDialog = 'settings' | 'database' | 'data' | null;

// The hidden third source (Organization Tools; docs/product.md, Chat) is not offered.
const SOURCES: readonly ChatDataSource[] = ['documents', 'database'];

interface ChatToolbarProps {
  applyFineTuning: boolean;
  onApplyFineTuningChange: (value: boolean) => void;
  source: ChatDataSource;
  onSourceChange: (value: ChatDataSource) => void;
  layout: ChatLayout;
  onLayoutChange: (value: ChatLayout) => void;
  isAdmin: boolean;
  onOpenDialog: (dialog: Exclude<AssistantDialog, null>) => void;
}

/** 'Apply Fine Tunning', the data source, the layout, and the admins' three buttons (docs/product.md, Screens and routes; Users and roles). */
export function ChatToolbar(props: ChatToolbarProps) {
  const { t } = useTranslation();
  const sourceLabel = useId();
  const layoutLabel = useId();
  return (
    <Group gap="md" wrap="wrap" role="toolbar" aria-label={t('assistant.toolbar.label')} mb="sm">
      <Checkbox
        label={t('assistant.toolbar.apply_fine_tuning')}
        checked={props.applyFineTuning}
        onChange={(event) => props.onApplyFineTuningChange(event.currentTarget.checked)}
      />
      <Group gap={6} wrap="nowrap">
        <Text size="sm" id={sourceLabel}>
          {t('assistant.toolbar.data_source')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={sourceLabel}
          value={props.source}
          onChange={(value) => props.onSourceChange(value as ChatDataSource)}
          data={SOURCES.map((value) => ({ value, label: t(`assistant.toolbar.${value}`) }))}
        />
      </Group>
      <Group gap={6} wrap="nowrap" visibleFrom="md">
        <Text size="sm" id={layoutLabel}>
          {t('assistant.toolbar.layout')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={layoutLabel}
          value={props.layout}
          onChange={(value) => props.onLayoutChange(value as ChatLayout)}
          data={[
            { value: 'row', label: t('assistant.toolbar.layout_row') },
            { value: 'column', label: t('assistant.toolbar.layout_column') },
          ]}
        />
      </Group>
      {props.isAdmin && (
        <Group gap="xs" ml={{ md: 'auto' }}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={() => props.onOpenDialog('settings')}
          >
            {t('assistant.toolbar.fine_tuning_config')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDatabase size={14} aria-hidden />}
            onClick={() => props.onOpenDialog('database')}
          >
            {t('assistant.toolbar.data_fine_tuning')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTable size={14} aria-hidden />}
            onClick={() => props.onOpenDialog('data')}
          >
            {t('assistant.toolbar.data_admin')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
