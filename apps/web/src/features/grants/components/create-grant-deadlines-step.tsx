import { DEADLINE_TYPES, type DeadlineType } from '@grantflow/domain/shared/enums';
import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { ReportRowsEditor } from '../../applications/index.ts';
import type { CreateGrantFormState } from '../utils/create-grant-form.ts';

/** Create grant, step 2: the application's type and deadline, and the report deadlines. */
export function CreateGrantDeadlinesStep({ form }: { form: UseFormReturnType<CreateGrantFormState> }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const err = (path: string) => errorText(form.errors[path]);
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label={t('create_grant.application_type')}
          data={DEADLINE_TYPES.map((value) => ({
            value,
            label: t(`applications.deadline_type.${value}`),
          }))}
          withAsterisk
          allowDeselect={false}
          value={values.applicationType}
          onChange={(value) => form.setFieldValue('applicationType', (value as DeadlineType | null) ?? null)}
          error={err('applicationType')}
        />
        <DateField
          label={t('create_grant.application_deadline')}
          required
          {...dateFieldProps(form, 'applicationDeadline')}
          error={err('applicationDeadline')}
        />
      </Group>
      <ReportRowsEditor
        rows={values.reports}
        onChange={(rows) => form.setFieldValue('reports', rows)}
        errors={form.errors}
      />
    </>
  );
}
