import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText, lazySchemaSubmit } from '../../../lib/form-resolver.ts';

interface TwoFactorStepProps {
  submitting: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

export function TwoFactorStep({ submitting, onSubmit, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
  });
  const validated = lazySchemaSubmit(
    form,
    () => import('@grantflow/validation/auth').then((m) => m.twoFactorCodeSchema),
    ({ code }) => onSubmit(code.trim()),
  );
  const error = form.errors.code;

  return (
    <form noValidate onSubmit={validated.onSubmit} onFocus={validated.preload}>
      <Stack>
        <Text size="sm">{t('login.code_description')}</Text>
        <TextInput
          label={t('login.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
          withAsterisk
          data-autofocus
          key={form.key('code')}
          {...form.getInputProps('code')}
          error={errorText(error)}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('login.back')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('login.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
