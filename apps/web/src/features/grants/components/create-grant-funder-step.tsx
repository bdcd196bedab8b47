import { RECURRENCE_COUNT_OPTIONS } from '@grantflow/domain/constants/limits';
import { GRANT_FREQUENCIES, type GrantFrequency } from '@grantflow/domain/shared/enums';
import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { type CreateGrantFormState, withFrequency } from '../utils/create-grant-form.ts';

interface PickerOption {
  value: string;
  label: string;
}

interface CreateGrantFunderStepProps {
  form: UseFormReturnType<CreateGrantFormState>;
  funders: PickerOption[];
  programs: PickerOption[];
  /** The pickers' query is still running. */
  loading: boolean;
}

/** Create grant, step 1: funder, program, frequency and how many times it recurs. */
export function CreateGrantFunderStep({ form, funders, programs, loading }: CreateGrantFunderStepProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const err = (path: string) => errorText(form.errors[path]);
  return (
    <>
      <Select
        label={t('create_grant.funder')}
        data={funders}
        searchable
        withAsterisk
        disabled={loading && funders.length === 0}
        nothingFoundMessage={t('create_grant.no_funders')}
        {...form.getInputProps('funderId')}
        error={err('funderId')}
      />
      <Select
        label={t('create_grant.program')}
        data={programs}
        searchable
        withAsterisk
        nothingFoundMessage={t('create_grant.no_programs')}
        {...form.getInputProps('programId')}
        error={err('programId')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('create_grant.frequency')}
          data={GRANT_FREQUENCIES.map((value) => ({
            value,
            label: t(`applications.frequency.${value}`),
          }))}
          withAsterisk
          allowDeselect={false}
          value={values.frequency}
          onChange={(value) =>
            value && form.setValues(withFrequency(form.getValues(), value as GrantFrequency))
          }
          error={err('frequency')}
        />
        <Select
          label={t('create_grant.recurrence_count')}
          data={RECURRENCE_COUNT_OPTIONS.map(String)}
          withAsterisk={values.frequency === 'RECURRING'}
          disabled={values.frequency !== 'RECURRING'}
          allowDeselect={false}
          {...form.getInputProps('recurrenceCount')}
          error={err('recurrenceCount')}
        />
      </Group>
    </>
  );
}
