import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { notifyError } from '../../../ui/notify.ts';
import type { TwoFactorStep, TwoFactorValues } from '../hooks/use-two-factor-save.ts';

interface TwoFactorFormProps {
  form: UseFormReturnType<TwoFactorValues>;
  step: TwoFactorStep;
  submitting: boolean;
  onSubmit: (values: TwoFactorValues) => void;
  onBack: () => void;
}

/** The setup form: e-mail and flag, then (on the code step) the code sent to that e-mail. */
export function TwoFactorForm({ form, step, submitting, onSubmit, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const onCodeStep = step === 'code';
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit, () => notifyError(t('two_factor.invalid_field')))}>
      <Stack>
        <Text size="sm">{t('two_factor.intro')}</Text>
        <TextInput
          label={t('two_factor.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          disabled={onCodeStep}
          {...form.getInputProps('email_for_2fa')}
          error={errorText(form.errors.email_for_2fa)}
        />
        <Checkbox
          label={t('two_factor.enabled')}
          disabled={onCodeStep}
          {...form.getInputProps('is_enabled', { type: 'checkbox' })}
        />
        {onCodeStep && (
          <TextInput
            label={t('two_factor.code')}
            description={t('two_factor.code_description', { email: form.values.email_for_2fa })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={5}
            withAsterisk
            data-autofocus
            {...form.getInputProps('code')}
            error={errorText(form.errors.code)}
          />
        )}
        <Group justify="flex-end">
          {onCodeStep && (
            <Button variant="default" onClick={onBack} disabled={submitting}>
              {t('two_factor.back')}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {onCodeStep ? t('two_factor.verify') : t('two_factor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
