import { ActionIcon, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import type { ReviewForm } from '../utils/review-form.ts';
import { SourceQuote } from './source-quote.tsx';

/** The proposed conditions: each editable, dropped with its bin; kept ones go to the funder's notes. */
export function ConditionProposals({ form }: { form: UseFormReturnType<ReviewForm> }) {
  const { t } = useTranslation();
  const { conditions } = form.getValues();
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('award_letters.conditions.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {conditions.length === 0 ? t('award_letters.conditions.none') : t('award_letters.conditions.hint')}
      </Text>
      {conditions.map((condition, index) => {
        const number = index + 1;
        return (
          <Paper key={condition.key} withBorder p="xs" data-testid="proposed-condition">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Textarea
                label={t('award_letters.conditions.text', { number })}
                autosize
                minRows={2}
                {...form.getInputProps(`conditions.${index}.text`)}
                error={errorText(form.errors[`conditions.${index}.text`])}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="error"
                mt={28}
                aria-label={t('award_letters.conditions.drop', { number })}
                onClick={() => form.removeListItem('conditions', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SourceQuote source={condition.source} />
          </Paper>
        );
      })}
    </Stack>
  );
}
