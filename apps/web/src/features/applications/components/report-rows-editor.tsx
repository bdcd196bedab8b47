import { REPORT_URGENCIES, type ReportUrgency } from '@grantflow/domain/shared/enums';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { newReportRow, type ReportRow } from '../utils/application-form.ts';

interface ReportRowsEditorProps {
  rows: ReportRow[];
  onChange: (rows: ReportRow[]) => void;
  /** Errors keyed as the form holds them: reports.0.deadline … */
  errors: Record<string, ReactNode>;
}

/** Reports added inline with urgency and deadline (§2 create grant, update grant). */
export function ReportRowsEditor({ rows, onChange, errors }: ReportRowsEditorProps) {
  const { t } = useTranslation();
  const urgencies = REPORT_URGENCIES.map((value) => ({ value, label: t(`applications.urgency.${value}`) }));
  const update = (index: number, patch: Partial<ReportRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('applications.reports')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('applications.no_reports')}
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Group key={row.key} align="flex-start" wrap="nowrap">
            <Select
              label={t('applications.report_urgency', { number })}
              data={urgencies}
              value={row.urgency}
              onChange={(value) => update(index, { urgency: (value as ReportUrgency | null) ?? null })}
              error={errorText(errors[`reports.${index}.urgency`])}
              withAsterisk
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <DateField
              label={t('applications.report_deadline', { number })}
              value={row.deadline}
              onChange={(value) => update(index, { deadline: value })}
              error={errorText(errors[`reports.${index}.deadline`])}
              required
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="error"
              mt={28}
              aria-label={t('applications.remove_report', { number })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, newReportRow()])}
        >
          {t('applications.add_report')}
        </Button>
      </Group>
    </Stack>
  );
}
