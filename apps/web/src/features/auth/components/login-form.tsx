import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { useLoginForm } from '../hooks/use-login-form.ts';

type LoginFormProps = ReturnType<typeof useLoginForm> & { submitting: boolean };

/** The e-mail and password step of the sign-in, with the link to reset a forgotten password. */
export function LoginForm({ form, validated, submitting }: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={validated.onSubmit} onFocus={validated.preload}>
      <Stack>
        <TextInput
          label={t('login.email')}
          placeholder={t('login.email_placeholder')}
          type="email"
          autoComplete="username"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={errorText(form.errors.email)}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_visibility') }}
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <Group justify="flex-end">
          <AnchorLink to="/forgot-password" size="sm">
            {t('login.forgot_password')}
          </AnchorLink>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
