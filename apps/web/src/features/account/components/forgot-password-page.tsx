import { forgotPasswordSchema } from '@grantflow/validation/auth';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useRequestReset } from '../hooks/use-request-reset.ts';
import { AuthCard } from './auth-card.tsx';

/** Forgot password (docs/product.md, Sign-in and two-factor): the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { requesting: fetching, sent, request } = useRequestReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: codedResolver(forgotPasswordSchema),
    validateInputOnBlur: true,
  });

  return (
    <AuthCard
      documentTitle={t('pages.forgot_password')}
      title={t('account.forgot_title')}
      subtitle={t('account.forgot_subtitle')}
    >
      <form noValidate onSubmit={form.onSubmit(request)}>
        <Stack>
          {sent && (
            <Alert color="success" role="status">
              {t('account.reset_link_sent')}
            </Alert>
          )}
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
            error={errorText(form.errors.email)}
          />
          {/* docs/product.md, Screens and routes: disabled until the e-mail is valid. */}
          <Button type="submit" loading={fetching} disabled={!form.isValid()} fullWidth>
            {t('account.send_email')}
          </Button>
          <AnchorLink to="/login" size="sm">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('account.go_back')}
          </AnchorLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
