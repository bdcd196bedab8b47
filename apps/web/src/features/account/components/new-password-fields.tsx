import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<V extends NewPasswordValues> {
  form: UseFormReturnType<V>;
  passwordLabel: string;
}

/** A new password with its rules, and its confirmation (registration and password reset). */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  passwordLabel,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('account.password_description')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('account.toggle_visibility') }}
        withAsterisk
        {...form.getInputProps('password')}
        error={errorText(form.errors.password)}
      />
      <PasswordInput
        label={t('account.confirm_password')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('account.toggle_visibility') }}
        withAsterisk
        {...form.getInputProps('confirmPassword')}
        error={errorText(form.errors.confirmPassword)}
      />
    </>
  );
}
