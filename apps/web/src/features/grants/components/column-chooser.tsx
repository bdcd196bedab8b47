import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GRANT_COLUMNS, type GrantColumn, orderColumns } from '../utils/grant-columns.ts';

interface ColumnChooserProps {
  visible: GrantColumn[];
  onChange: (columns: GrantColumn[]) => void;
}

export function ColumnChooser({ visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('grants.columns_button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('grants.columns_label')}
          value={visible}
          onChange={(values) => onChange(orderColumns(values))}
        >
          <Stack gap={6} mt="xs">
            {GRANT_COLUMNS.map((column) => (
              <Checkbox key={column} value={column} label={t(`grants.columns.${column}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
