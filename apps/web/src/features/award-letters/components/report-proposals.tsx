import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import type { ReviewForm } from '../utils/review-form.ts';
import { SourceQuote } from './source-quote.tsx';

/** The proposed report deadlines: name and due date editable, each dropped with its bin. */
export function ReportProposals({ form }: { form: UseFormReturnType<ReviewForm> }) {
  const { t } = useTranslation();
  const { reports } = form.getValues();
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('award_letters.reports.title')}
      </Text>
      {reports.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('award_letters.reports.none')}
        </Text>
      )}
      {reports.map((report, index) => {
        const number = index + 1;
        return (
          <Paper key={report.key} withBorder p="xs" data-testid="proposed-report">
            <Group align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                label={t('award_letters.reports.name', { number })}
                {...form.getInputProps(`reports.${index}.name`)}
                error={errorText(form.errors[`reports.${index}.name`])}
                style={{ flex: '2 1 12rem' }}
              />
              <DateField
                label={t('award_letters.reports.due', { number })}
                value={report.dueDate}
                onChange={(value) => form.setFieldValue(`reports.${index}.dueDate`, value)}
                error={errorText(form.errors[`reports.${index}.dueDate`])}
                required
                style={{ flex: '1 1 9rem' }}
              />
              <ActionIcon
                variant="subtle"
                color="error"
                mt={28}
                aria-label={t('award_letters.reports.drop', { number })}
                onClick={() => form.removeListItem('reports', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SourceQuote source={report.source} />
          </Paper>
        );
      })}
    </Stack>
  );
}
