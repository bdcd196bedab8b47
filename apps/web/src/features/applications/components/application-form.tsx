import {
  DEADLINE_TYPES,
  type DeadlineType,
  SUBMITTED_STATUS_CHOICES,
  type SubmittedStatusChoice,
} from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { applicationFormSchema } from '@grantflow/validation/application';
import { localToday } from '@grantflow/validation/dates';
import { Group, Radio, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { codedResolver, domainFieldErrors, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { GrantPickersQuery } from '../graphql/pickers.ts';
import { trackerMutationContext } from '../graphql/tracker-typenames.ts';
import { UpdateApplicationMutation } from '../graphql/update-application.ts';
import {
  type ApplicationFormState,
  buildUpdateApplicationParams,
  withSubmittedAnswer,
} from '../utils/application-form.ts';
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
  const organization = useEffectiveOrganization();
  const [{ data: pickers }] = useQuery({
    query: GrantPickersQuery,
    variables: { organizationId: organization.id, pagination: { page: 1, pageSize: 1000 } },
    pause: !organization.id,
  });
  const [{ fetching: saving }, updateApplication] = useMutation(UpdateApplicationMutation);
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

  async function save(state: ApplicationFormState) {
    let params: ReturnType<typeof buildUpdateApplicationParams>;
    try {
      params = buildUpdateApplicationParams(state);
    } catch (error) {
      if (error instanceof DomainError) {
        form.setErrors(domainFieldErrors(error));
        notifyError(t('applications.fix_errors'));
        return;
      }
      throw error;
    }
    const result = await updateApplication({ id: applicationId, params }, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('applications.updated'));
    onSaved();
  }

  const programs = (pickers?.listPrograms ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (values.programId && !programs.some((p) => p.value === values.programId)) {
    programs.push({ value: values.programId, label: values.programId });
  }

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
