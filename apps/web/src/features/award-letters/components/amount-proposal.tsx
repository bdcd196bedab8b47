import { Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { MoneyInput } from '../../../ui/money-input.tsx';
import type { ReviewForm } from '../utils/review-form.ts';
import { SourceQuote } from './source-quote.tsx';

/** The amount the letter awards: kept (and editable) or left as stored. */
export function AmountProposal({ form }: { form: UseFormReturnType<ReviewForm> }) {
  const { t } = useTranslation();
  const values = form.getValues();
  if (values.amountSource === null) return null;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('award_letters.amount.title')}
      </Text>
      <Checkbox
        label={t('award_letters.amount.keep')}
        {...form.getInputProps('keepAmount', { type: 'checkbox' })}
      />
      {values.keepAmount && (
        <MoneyInput
          label={t('award_letters.amount.label')}
          value={values.amountAwarded}
          onChange={(value) => form.setFieldValue('amountAwarded', value)}
          error={errorText(form.errors.amountAwarded)}
          description={
            values.amountCurrency
              ? t('award_letters.amount.letter_currency', { currency: values.amountCurrency })
              : undefined
          }
        />
      )}
      <SourceQuote source={values.amountSource} />
    </Stack>
  );
}
