import { formatZipcode } from '@grantflow/validation/fields';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { FunderContactValues } from '../utils/contact-form.ts';
import { maskPhone } from '../utils/phone-mask.ts';
import { ComplexityScoreInput } from './complexity-score-input.tsx';
import { FunderTypeSelect } from './funder-type-select.tsx';

interface ContactFormProps {
  form: UseFormReturnType<FunderContactValues>;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The contact card's edit form. */
export function ContactForm({ form, saving, onSubmit, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const input = (path: keyof FunderContactValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('funders.fields.name')} required {...input('name')} />
          <FunderTypeSelect required {...input('type')} />
          <TextInput label={t('funders.fields.email')} type="email" {...input('email')} />
          <TextInput
            label={t('funders.fields.phone')}
            type="tel"
            {...input('phone')}
            onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
          />
          <TextInput label={t('funders.fields.website')} {...input('website')} />
          <ComplexityScoreInput {...input('complexityScore')} />
        </SimpleGrid>
        <TextInput
          label={t('funders.fields.key_contacts')}
          description={t('funders.fields.key_contacts_hint')}
          {...input('keyContacts')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('funders.fields.street_address')} {...input('streetAddress')} />
          <TextInput label={t('funders.fields.complement')} {...input('complement')} />
          <TextInput label={t('funders.fields.city')} {...input('city')} />
          <TextInput label={t('funders.fields.state')} {...input('state')} />
          <TextInput
            label={t('funders.fields.zipcode')}
            inputMode="numeric"
            {...input('zipcode')}
            onChange={(event) => form.setFieldValue('zipcode', formatZipcode(event.currentTarget.value))}
          />
        </SimpleGrid>
        <FormActions
          cancelLabel={t('funders.profile.cancel')}
          onCancel={onCancel}
          submitLabel={t('funders.profile.save')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}
