import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import {
  AwardFields,
  DeclineFields,
  IneligibleReasonField,
  SubmissionFields,
  SubmittedAnswerGroup,
} from '../../applications/index.ts';
import {
  type CreateGrantFormState,
  statusOptionsFor,
  visibleStatusFields,
  withCreateGrantAnswer,
} from '../utils/create-grant-form.ts';

/** Create grant, step 3: whether it was submitted, its status and the status's own fields. */
export function CreateGrantStatusStep({ form }: { form: UseFormReturnType<CreateGrantFormState> }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const show = visibleStatusFields(values);
  const err = (path: string) => errorText(form.errors[path]);
  return (
    <>
      <SubmittedAnswerGroup
        label={t('create_grant.is_submitted')}
        value={values.isSubmitted}
        onChange={(value) => form.setValues(withCreateGrantAnswer(form.getValues(), value))}
        error={err('isSubmitted')}
      />
      <Select
        label={t('create_grant.status')}
        data={statusOptionsFor(values.isSubmitted).map((value) => ({
          value,
          label: t(`applications.status.${value}`),
        }))}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('status')}
        error={err('status')}
      />
      {show.submission && <SubmissionFields form={form} />}
      {show.award && <AwardFields form={form} />}
      {show.declined && <DeclineFields form={form} />}
      {show.ineligible && <IneligibleReasonField form={form} />}
    </>
  );
}
