import { SUBMITTED_ANSWERS, type SubmittedAnswer } from '@grantflow/domain/shared/enums';
import { Group, Radio, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps, moneyFieldProps } from '../../../ui/field-props.ts';
import { MoneyInput } from '../../../ui/money-input.tsx';
import type { ApplicationFormState } from '../utils/application-form.ts';

/** The outcome values the update-application form and the create-grant modal both hold. */
export type OutcomeValues = Pick<
  ApplicationFormState,
  | 'dateSubmitted'
  | 'amountRequested'
  | 'amountAwarded'
  | 'receivementDate'
  | 'declinedDate'
  | 'declinedReason'
  | 'ineligibleReason'
>;

interface OutcomeFieldsProps<V extends OutcomeValues> {
  form: UseFormReturnType<V>;
}

function errorOf<V>(form: UseFormReturnType<V>) {
  return (path: keyof OutcomeValues) => errorText(form.errors[path]);
}

interface SubmittedAnswerGroupProps {
  label: string;
  value: SubmittedAnswer;
  onChange: (answer: SubmittedAnswer) => void;
  error: string | undefined;
}

/** "Is it submitted?" Yes / No / Ineligible. */
export function SubmittedAnswerGroup({ label, value, onChange, error }: SubmittedAnswerGroupProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      withAsterisk
      value={value}
      onChange={(answer) => onChange(answer as SubmittedAnswer)}
      error={error}
    >
      <Group mt="xs">
        {SUBMITTED_ANSWERS.map((answer) => (
          <Radio key={answer} value={answer} label={t(`applications.answers.${answer}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Date submitted and amount requested. */
export function SubmissionFields<V extends OutcomeValues>({ form }: OutcomeFieldsProps<V>) {
  const { t } = useTranslation();
  const err = errorOf(form);
  return (
    <Group grow align="flex-start">
      <DateField
        label={t('applications.date_submitted')}
        required
        {...dateFieldProps(form, 'dateSubmitted')}
        error={err('dateSubmitted')}
      />
      <MoneyInput
        label={t('applications.amount_requested')}
        withAsterisk
        {...moneyFieldProps(form, 'amountRequested')}
        error={err('amountRequested')}
      />
    </Group>
  );
}

/** Amount awarded and date received. */
export function AwardFields<V extends OutcomeValues>({ form }: OutcomeFieldsProps<V>) {
  const { t } = useTranslation();
  const err = errorOf(form);
  return (
    <Group grow align="flex-start">
      <MoneyInput
        label={t('applications.amount_awarded')}
        withAsterisk
        {...moneyFieldProps(form, 'amountAwarded')}
        error={err('amountAwarded')}
      />
      <DateField
        label={t('applications.receivement_date')}
        {...dateFieldProps(form, 'receivementDate')}
        error={err('receivementDate')}
      />
    </Group>
  );
}

/** Declined date and reason. */
export function DeclineFields<V extends OutcomeValues>({ form }: OutcomeFieldsProps<V>) {
  const { t } = useTranslation();
  const err = errorOf(form);
  return (
    <Group grow align="flex-start">
      <DateField
        label={t('applications.declined_date')}
        required
        {...dateFieldProps(form, 'declinedDate')}
        error={err('declinedDate')}
      />
      <Textarea
        label={t('applications.declined_reason')}
        autosize
        minRows={1}
        {...form.getInputProps('declinedReason')}
        error={err('declinedReason')}
      />
    </Group>
  );
}

/** Why the organisation was ineligible. */
export function IneligibleReasonField<V extends OutcomeValues>({ form }: OutcomeFieldsProps<V>) {
  const { t } = useTranslation();
  const err = errorOf(form);
  return (
    <Textarea
      label={t('applications.ineligible_reason')}
      withAsterisk
      autosize
      minRows={2}
      {...form.getInputProps('ineligibleReason')}
      error={err('ineligibleReason')}
    />
  );
}
