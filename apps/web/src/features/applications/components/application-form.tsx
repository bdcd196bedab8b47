import {
  DEADLINE_TYPES,
  type DeadlineType,
  SUBMITTED_STATUS_CHOICES,
  type SubmittedStatusChoice,
} from '@grantflow/domain/shared/enums';
import { applicationFormSchema } from '@grantflow/validation/application';
import { localToday } from '@grantflow/validation/dates';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { useProgramOptions } from '../hooks/use-program-options.ts';
import { useSaveApplication } from '../hooks/use-save-application.ts';
import { type ApplicationFormState, withSubmittedAnswer } from '../utils/application-form.ts';
import {
  AwardFields,
  DeclineFields,
  IneligibleReasonField,
  SubmissionFields,
  SubmittedAnswerGroup,
} from './outcome-fields.tsx';
import { ReportRowsEditor } from './report-rows-editor.tsx';

interface ApplicationFormProps {
  applicationId: string;
  initialValues: ApplicationFormState;
  onCancel: () => void;
  onSaved: () => void;
}

/** The update-application form (docs/product.md, Updating an application; Validation): validated on change, saved as the update table says. */
export function ApplicationForm({ applicationId, initialValues, onCancel, onSaved }: ApplicationFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => applicationFormSchema({ today: localToday() }), []);
  const form = useForm<ApplicationFormState>({
    mode: 'controlled',
    initialValues,
    validate: codedResolver(schema),
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const answer = values.isSubmitted;
  const status = values.status;
  const err = (path: string) => errorText(form.errors[path]);

  const { saving, save } = useSaveApplication(applicationId, form, onSaved);
  const programs = useProgramOptions(values.programId);

  return (
    <form noValidate onSubmit={form.onSubmit(save, () => notifyError(t('applications.fix_errors')))}>
      <Stack>
        <Select
          label={t('applications.program')}
          data={programs}
          withAsterisk
          allowDeselect={false}
          searchable
          {...form.getInputProps('programId')}
          error={err('programId')}
        />
        <Group grow align="flex-start">
          <DateField
            label={t('applications.deadline')}
            required
            {...dateFieldProps(form, 'deadline')}
            error={err('deadline')}
          />
          <Select
            label={t('applications.deadline_type_label')}
            data={DEADLINE_TYPES.map((value) => ({ value, label: t(`applications.deadline_type.${value}`) }))}
            withAsterisk
            allowDeselect={false}
            value={values.deadlineType}
            onChange={(value) => value && form.setFieldValue('deadlineType', value as DeadlineType)}
            error={err('deadlineType')}
          />
        </Group>
        <SubmittedAnswerGroup
          label={t('applications.is_submitted')}
          value={answer}
          onChange={(value) => form.setValues(withSubmittedAnswer(form.getValues(), value))}
          error={err('isSubmitted')}
        />

        {answer === 'INELIGIBLE' && <IneligibleReasonField form={form} />}

        {answer === 'YES' && (
          <>
            <SubmissionFields form={form} />
            <Radio.Group
              label={t('applications.status_choice')}
              withAsterisk
              value={status ?? ''}
              onChange={(value) => form.setFieldValue('status', value as SubmittedStatusChoice)}
              error={err('status')}
            >
              <Group mt="xs">
                {SUBMITTED_STATUS_CHOICES.map((value) => (
                  <Radio key={value} value={value} label={t(`applications.status.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
          </>
        )}

        {answer === 'YES' && status === 'AWARDED' && (
          <>
            <AwardFields form={form} />
            <ReportRowsEditor
              rows={values.reports}
              onChange={(rows) => form.setFieldValue('reports', rows)}
              errors={form.errors}
            />
          </>
        )}

        {answer === 'YES' && status === 'DECLINED' && <DeclineFields form={form} />}

        <FormActions
          cancelLabel={t('applications.cancel')}
          onCancel={onCancel}
          submitLabel={t('applications.save')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}
