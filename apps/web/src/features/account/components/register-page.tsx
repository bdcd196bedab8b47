import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { FiscalYearStartInput } from '../../organizations/index.ts';
import { CreateUnverifiedUserMutation } from '../graphql/account-mutations.ts';
import {
  emptyRegisterValues,
  type RegisterValues,
  registerSchema,
  registerVariables,
} from '../utils/register-schema.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Registration (its calls are in the contract, its screen is ours; docs/product.md, Screens and routes): account and organisation in one form. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [{ fetching }, createUser] = useMutation(CreateUnverifiedUserMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: emptyRegisterValues,
    validate: codedResolver(registerSchema),
    validateInputOnBlur: true,
  });

  async function submit(values: RegisterValues) {
    const variables = registerVariables(values);
    const answer = await createUser(variables);
    if (answer.error || !answer.data) {
      if (answer.error) notifyError(mutationErrorMessage(answer.error));
      return;
    }
    notifySuccess(t('account.account_created'), 'long');
    setSentTo(variables.email);
  }

  if (sentTo) {
    return (
      <AuthCard documentTitle={t('account.register_page')} title={t('account.check_email_title')}>
        <Alert color="success" icon={<IconMailCheck aria-hidden />} role="status">
          <Text fw={500}>{t('account.account_created')}</Text>
          <Text size="sm">{t('account.check_email_body', { email: sentTo })}</Text>
        </Alert>
        <AnchorLink to="/login">{t('account.go_to_login')}</AnchorLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      documentTitle={t('account.register_page')}
      title={t('account.register_title')}
      subtitle={t('account.register_subtitle')}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
            error={errorText(form.errors.email)}
          />
          <NewPasswordFields form={form} passwordLabel={t('account.password')} />
          <TextInput
            label={t('account.organization_name')}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('organizationName')}
            error={errorText(form.errors.organizationName)}
          />
          <FiscalYearStartInput
            value={form.values.fiscalYearStart}
            onChange={(value) => form.setFieldValue('fiscalYearStart', value)}
            onBlur={() => form.validateField('fiscalYearStart')}
            error={errorText(form.errors.fiscalYearStart)}
            disabled={fetching}
          />
          <Button type="submit" loading={fetching} fullWidth>
            {t('account.register_submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm">{t('account.have_account')}</Text>
            <AnchorLink to="/login" size="sm">
              {t('account.go_to_login')}
            </AnchorLink>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
