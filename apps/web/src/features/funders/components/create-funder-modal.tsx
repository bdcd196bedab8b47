import { funderCreateSchema, toFunderCreateParams } from '@grantflow/validation/funder';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useCreateFunder } from '../hooks/use-create-funder.ts';
import { EMPTY_FUNDER_WIZARD, type FunderWizardValues } from '../utils/funder-form-values.ts';
import { nextStep, previousStep, stepFields, wizardButtons } from '../utils/wizard-steps.ts';
import { FunderWizardHeader } from './funder-wizard-header.tsx';
import { FunderAddressStep, FunderPersonalStep } from './funder-wizard-steps.tsx';

interface CreateFunderModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

export function CreateFunderModal({ opened, onClose, organizationId }: CreateFunderModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const { create, creating } = useCreateFunder();
  const form = useForm<FunderWizardValues>({
    initialValues: EMPTY_FUNDER_WIZARD,
    validate: codedResolver(funderCreateSchema),
  });
  const buttons = wizardButtons(step);

  // Leaving the wizard resets it (docs/product.md, Reports and other actions).
  function close() {
    form.reset();
    setStep(0);
    onClose();
  }

  function stepIsValid(): boolean {
    const invalid = stepFields(step).filter((field) => form.validateField(field).hasError);
    if (invalid.length > 0) notifyError(t('funders.wizard.fill_all_fields'), 'short');
    return invalid.length === 0;
  }

  async function submit() {
    if (!stepIsValid()) return;
    if (form.validate().hasErrors) {
      notifyError(t('funders.wizard.fill_all_fields'), 'short');
      return;
    }
    const values = funderCreateSchema.parse(form.getValues());
    const id = await create({
      ...toFunderCreateParams(values),
      complexityScore: values.complexityScore,
      organizationId: organizationId ?? undefined,
    });
    if (id === null) return;
    close();
    if (id) void navigate({ to: '/funder/$id', params: { id } });
    else void navigate({ to: '/funders' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buttons.submit) {
      void submit();
      return;
    }
    if (stepIsValid()) setStep(nextStep(step));
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={close}
      title={t('funders.wizard.title')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FunderWizardHeader step={step} />
          {step === 0 ? <FunderPersonalStep form={form} /> : <FunderAddressStep form={form} />}
          <Group justify="flex-end">
            {buttons.goBack && (
              <Button variant="default" onClick={() => setStep(previousStep(step))}>
                {t('funders.wizard.go_back')}
              </Button>
            )}
            {buttons.continue && <Button type="submit">{t('funders.wizard.continue')}</Button>}
            {buttons.submit && (
              <Button type="submit" loading={creating}>
                {t('funders.wizard.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
