import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  personalAccessTokenCreateSchema,
} from '@grantflow/validation/personal-access-token';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import type { NewAccessToken } from '../hooks/use-access-tokens.ts';

const NEVER = 'never';

interface FormValues {
  name: string;
  expiry: string;
}

const toParams = (values: FormValues): NewAccessToken => ({
  name: values.name,
  expiresInDays: values.expiry === NEVER ? null : Number(values.expiry),
});

interface CreateTokenFormProps {
  creating: boolean;
  /** Resolves true when the token was made (the form then empties). */
  onCreate: (params: NewAccessToken) => Promise<boolean>;
}

/** Name and lifetime of a new token, checked with the server's own schema. */
export function CreateTokenForm({ creating, onCreate }: CreateTokenFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    initialValues: { name: '', expiry: '90' },
    validate: (values) => codedResolver(personalAccessTokenCreateSchema)(toParams(values)),
  });
  const name = form.getInputProps('name');
  const expiryOptions = [
    ...ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({
      value: String(days),
      label: t('access_tokens.expiry_days', { count: days }),
    })),
    { value: NEVER, label: t('access_tokens.expiry_never') },
  ];

  async function submit(values: FormValues) {
    if (await onCreate(personalAccessTokenCreateSchema.parse(toParams(values)))) form.reset();
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('access_tokens.name')}
          description={t('access_tokens.name_description')}
          required
          maxLength={100}
          data-testid="access-token-name"
          {...name}
          error={errorText(name.error)}
        />
        <Select
          label={t('access_tokens.expiry')}
          data={expiryOptions}
          allowDeselect={false}
          data-testid="access-token-expiry"
          {...form.getInputProps('expiry')}
        />
        <Button
          type="submit"
          loading={creating}
          leftSection={<IconKey size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('access_tokens.create')}
        </Button>
      </Stack>
    </form>
  );
}
