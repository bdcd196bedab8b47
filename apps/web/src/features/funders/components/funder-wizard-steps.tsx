import { formatZipcode } from '@grantflow/validation/fields';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import type { FunderWizardValues } from '../utils/funder-form-values.ts';
import { maskPhone } from '../utils/phone-mask.ts';
import { ComplexityScoreInput } from './complexity-score-input.tsx';
import { FunderTypeSelect } from './funder-type-select.tsx';

interface StepProps {
  form: UseFormReturnType<FunderWizardValues>;
}

/** A field's form props, its error code turned into text. */
function inputProps(form: StepProps['form']) {
  return (path: keyof FunderWizardValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };
}

/** The wizard's first step: who the funder is and how to reach it. */
export function FunderPersonalStep({ form }: StepProps) {
  const { t } = useTranslation();
  const input = inputProps(form);
  return (
    <>
      <TextInput label={t('funders.fields.name')} required data-autofocus {...input('name')} />
      <FunderTypeSelect required {...input('type')} />
      <TextInput
        label={t('funders.fields.key_contacts')}
        description={t('funders.fields.key_contacts_hint')}
        {...input('keyContacts')}
      />
      <TextInput label={t('funders.fields.email')} type="email" {...input('email')} />
      <TextInput
        label={t('funders.fields.phone')}
        type="tel"
        placeholder="(555) 555-5555"
        {...input('phone')}
        onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
      />
      <TextInput label={t('funders.fields.website')} {...input('website')} />
      <ComplexityScoreInput {...input('complexityScore')} />
    </>
  );
}

/** The wizard's second step: the funder's address. */
export function FunderAddressStep({ form }: StepProps) {
  const { t } = useTranslation();
  const input = inputProps(form);
  return (
    <>
      <TextInput label={t('funders.fields.street_address')} {...input('streetAddress')} />
      <TextInput label={t('funders.fields.city')} {...input('city')} />
      <TextInput label={t('funders.fields.state')} {...input('state')} />
      <TextInput
        label={t('funders.fields.zipcode')}
        inputMode="numeric"
        {...input('zipcode')}
        onChange={(event) => form.setFieldValue('zipcode', formatZipcode(event.currentTarget.value))}
      />
    </>
  );
}
