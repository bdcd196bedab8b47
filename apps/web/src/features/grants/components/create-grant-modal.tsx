import { RECURRENCE_COUNT_OPTIONS } from '@grantflow/domain/constants/limits';
import {
  DEADLINE_TYPES,
  type DeadlineType,
  GRANT_FREQUENCIES,
  type GrantFrequency,
} from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { localToday } from '@grantflow/validation/dates';
import { grantCreateFormSchema } from '@grantflow/validation/grant';
import { Button, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { codedResolver, domainFieldErrors, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  AwardFields,
  DeclineFields,
  GrantPickersQuery,
  IneligibleReasonField,
  ReportRowsEditor,
  SubmissionFields,
  SubmittedAnswerGroup,
  trackerMutationContext,
} from '../../applications/index.ts';
import { CreateGrantMutation } from '../graphql/grant-mutations.ts';
import {
  buildCreateGrantVariables,
  CREATE_GRANT_STEP_FIELDS,
  CREATE_GRANT_STEPS,
  type CreateGrantFormState,
  initialCreateGrantForm,
  statusOptionsFor,
  visibleStatusFields,
  withCreateGrantAnswer,
  withFrequency,
} from '../utils/create-grant-form.ts';
import { errorsInStep, firstStepWithError } from '../utils/create-grant-steps.ts';

interface CreateGrantModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Create grant (docs/product.md, Screens and routes): three steps (funder, deadlines, status) with the create-grant rules (Creating a grant). */
export function CreateGrantModal({ opened, onClose, onCreated }: CreateGrantModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('create_grant.title')}>
      {opened && <CreateGrantForm onCreated={onCreated} />}
    </Modal>
  );
}

function CreateGrantForm({ onCreated }: Pick<CreateGrantModalProps, 'onCreated'>) {
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const [{ data: pickers, fetching: loadingPickers }] = useQuery({
    query: GrantPickersQuery,
    variables: { organizationId: organization.id, pagination: { page: 1, pageSize: 1000 } },
    pause: !organization.id,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: saving }, createGrant] = useMutation(CreateGrantMutation);
  const [step, setStep] = useState(0);
  const schema = useMemo(() => grantCreateFormSchema({ today: localToday() }), []);
  const form = useForm<CreateGrantFormState>({
    mode: 'controlled',
    initialValues: initialCreateGrantForm(),
    validate: codedResolver(schema),
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const show = visibleStatusFields(values);
  const err = (path: string) => errorText(form.errors[path]);
  const current = CREATE_GRANT_STEPS[step] ?? 'funder';
  const last = step === CREATE_GRANT_STEPS.length - 1;

  /** Validates the step's own fields; errors of later steps stay hidden until the user gets there. */
  function stepIsValid(): boolean {
    const { errors } = form.validate();
    const own = errorsInStep(errors, CREATE_GRANT_STEP_FIELDS[current]);
    form.setErrors(own);
    return Object.keys(own).length === 0;
  }

  async function submit() {
    const { errors } = form.validate();
    const failing = firstStepWithError(errors);
    if (failing !== null) {
      setStep(failing);
      notifyError(t('applications.fix_errors'));
      return;
    }
    let variables: ReturnType<typeof buildCreateGrantVariables>;
    try {
      variables = buildCreateGrantVariables(form.getValues());
    } catch (error) {
      if (error instanceof DomainError) {
        form.setErrors(domainFieldErrors(error));
        notifyError(t('applications.fix_errors'));
        return;
      }
      throw error;
    }
    const result = await createGrant(variables, trackerMutationContext);
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('create_grant.success'));
    onCreated();
  }

  const funders = (pickers?.listFunders.items ?? []).map((f) => ({ value: f.id, label: f.name }));
  const programs = (pickers?.listPrograms ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void submit();
        else if (stepIsValid()) setStep(step + 1);
      }}
    >
      <Stack>
        <div>
          <Text size="sm" fw={600}>
            {t('create_grant.step_of', { step: step + 1, total: CREATE_GRANT_STEPS.length })} ·{' '}
            {t(`create_grant.steps.${current}`)}
          </Text>
          <Progress
            value={((step + 1) / CREATE_GRANT_STEPS.length) * 100}
            mt={4}
            aria-label={t('create_grant.progress')}
          />
        </div>

        {current === 'funder' && (
          <>
            <Select
              label={t('create_grant.funder')}
              data={funders}
              searchable
              withAsterisk
              disabled={loadingPickers && funders.length === 0}
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
        )}

        {current === 'deadlines' && (
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
                onChange={(value) =>
                  form.setFieldValue('applicationType', (value as DeadlineType | null) ?? null)
                }
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
        )}

        {current === 'status' && (
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
        )}

        <Group justify="space-between">
          {step > 0 ? (
            <Button variant="default" onClick={() => setStep(step - 1)}>
              {t('create_grant.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {last ? t('create_grant.submit') : t('create_grant.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
