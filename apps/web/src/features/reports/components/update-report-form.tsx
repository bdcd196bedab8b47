import { REPORT_DESCRIPTION_MAX_LENGTH } from '@grantflow/domain/constants/limits';
import { REPORT_URGENCIES, type ReportUrgency } from '@grantflow/domain/shared/enums';
import { localToday } from '@grantflow/validation/dates';
import { reportFormSchema } from '@grantflow/validation/report';
import { Group, Radio, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useUpdateReport } from '../hooks/use-update-report.ts';
import type { ReportFormState, ReportSubmittedAnswer } from '../utils/report-form.ts';

interface UpdateReportFormProps {
  reportId: string;
  initialValues: ReportFormState;
  onCancel: () => void;
  onSaved: () => void;
}

/** The update-report form: deadline, urgency, submitted (with its date) and description. */
export function UpdateReportForm({ reportId, initialValues, onCancel, onSaved }: UpdateReportFormProps) {
  const { t } = useTranslation();
  const { save, saving } = useUpdateReport(reportId);
  const schema = useMemo(() => reportFormSchema({ today: localToday() }), []);
  const form = useForm<ReportFormState>({
    mode: 'controlled',
    initialValues,
    validate: codedResolver(schema),
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const err = (path: string) => errorText(form.errors[path]);

  async function submit(state: ReportFormState) {
    if (await save(state)) onSaved();
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Group grow align="flex-start">
          <DateField
            label={t('reports.deadline')}
            required
            {...dateFieldProps(form, 'deadline')}
            error={err('deadline')}
          />
          <Select
            label={t('reports.urgency')}
            data={REPORT_URGENCIES.map((value) => ({ value, label: t(`applications.urgency.${value}`) }))}
            allowDeselect={false}
            value={values.urgency}
            onChange={(value) => form.setFieldValue('urgency', (value as ReportUrgency | null) ?? null)}
            error={err('urgency')}
          />
        </Group>
        <Radio.Group
          label={t('reports.submitted_question')}
          withAsterisk
          value={values.submitted}
          onChange={(value) => form.setFieldValue('submitted', value as ReportSubmittedAnswer)}
          error={err('submitted')}
        >
          <Group mt="xs">
            <Radio value="YES" label={t('reports.yes')} />
            <Radio value="NO" label={t('reports.no')} />
          </Group>
        </Radio.Group>
        {values.submitted === 'YES' && (
          <DateField
            label={t('reports.submission_date')}
            required
            {...dateFieldProps(form, 'submissionDate')}
            error={err('submissionDate')}
          />
        )}
        <Textarea
          label={t('reports.description')}
          autosize
          minRows={2}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          description={`${values.description.length}/${REPORT_DESCRIPTION_MAX_LENGTH}`}
          {...form.getInputProps('description')}
          error={err('description')}
        />
        <FormActions
          cancelLabel={t('reports.cancel')}
          onCancel={onCancel}
          submitLabel={t('reports.save')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}
