import { localToday } from '@grantflow/validation/dates';
import { previousAwardCreateSchema } from '@grantflow/validation/previous-award';
import { Alert, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { MoneyInput } from '../../../ui/money-input.tsx';
import { useCreatePreviousAward, useProgramOptions } from '../hooks/use-previous-award.ts';

interface PreviousAwardValues {
  funderId: string;
  programId: string | null;
  amountAwarded: string;
  submissionDate: string | null;
  awardedDate: string | null;
  awardedYear: number | string;
}

interface PreviousAwardModalProps {
  opened: boolean;
  onClose: () => void;
  funderId: string;
  organizationId: string | null;
}

export function PreviousAwardModal({ opened, onClose, funderId, organizationId }: PreviousAwardModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => previousAwardCreateSchema({ today: localToday() }), []);
  const programs = useProgramOptions(organizationId, opened);
  const { create, saving } = useCreatePreviousAward();
  const form = useForm<PreviousAwardValues>({
    initialValues: {
      funderId,
      programId: null,
      amountAwarded: '',
      submissionDate: null,
      awardedDate: null,
      awardedYear: '',
    },
    validate: codedResolver(schema),
  });
  const options = (programs ?? []).map((p) => ({ value: p.id, label: p.name }));

  const input = (path: keyof PreviousAwardValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

  function close() {
    form.reset();
    onClose();
  }

  async function submit() {
    const values = schema.parse(form.getValues());
    const saved = await create({
      funderId: String(values.funderId),
      programId: String(values.programId),
      amountAwarded: values.amountAwarded,
      submissionDate: values.submissionDate,
      awardedDate: values.awardedDate,
      awardedYear: values.awardedYear,
    });
    if (saved) close();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={close}
      title={t('funders.previous_award.title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {programs && options.length === 0 && (
            <Alert color="warning" role="status">
              {t('funders.previous_award.no_programs')}
            </Alert>
          )}
          <Select
            label={t('funders.previous_award.program')}
            placeholder={t('funders.previous_award.program_placeholder')}
            data={options}
            required
            searchable
            {...input('programId')}
          />
          <MoneyInput
            label={t('funders.previous_award.amount_awarded')}
            required
            {...input('amountAwarded')}
          />
          <DateField
            label={t('funders.previous_award.submission_date')}
            required
            {...input('submissionDate')}
          />
          <Text size="sm" c="dimmed">
            {t('funders.previous_award.awarded_hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label={t('funders.previous_award.awarded_date')} {...input('awardedDate')} />
            <NumberInput
              label={t('funders.previous_award.awarded_year')}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={false}
              {...input('awardedYear')}
            />
          </SimpleGrid>
          <FormActions
            cancelLabel={t('funders.profile.cancel')}
            onCancel={close}
            submitLabel={t('funders.previous_award.submit')}
            loading={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
