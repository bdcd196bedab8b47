import { formatZipcode } from '@grantflow/validation/fields';
import { funderCreateSchema, toFunderCreateParams } from '@grantflow/validation/funder';
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreateFunderMutation } from '../graphql/funders.ts';
import { EMPTY_FUNDER_WIZARD, type FunderWizardValues } from '../utils/funder-form-values.ts';
import { maskPhone } from '../utils/phone-mask.ts';
import {
  FUNDER_WIZARD_STEP_COUNT,
  nextStep,
  previousStep,
  stepFields,
  wizardButtons,
  wizardProgress,
} from '../utils/wizard-steps.ts';
import { ComplexityScoreInput } from './complexity-score-input.tsx';
import { FunderTypeSelect } from './funder-type-select.tsx';

const STEP_TITLES = ['funders.wizard.personal', 'funders.wizard.address'] as const;

interface CreateFunderModalProps {
  opened: boolean;
  onClose: () => void;
  organizationId: string | null;
}

export function CreateFunderModal({ opened, onClose, organizationId }: CreateFunderModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [{ fetching }, createFunder] = useMutation(CreateFunderMutation);
  const form = useForm<FunderWizardValues>({
    initialValues: EMPTY_FUNDER_WIZARD,
    validate: codedResolver(funderCreateSchema),
  });
  const buttons = wizardButtons(step);

  const input = (path: keyof FunderWizardValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

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
    const params = {
      ...toFunderCreateParams(values),
      complexityScore: values.complexityScore,
      organizationId: organizationId ?? undefined,
    };
    const result = await createFunder({ params }, { additionalTypenames: ['Funder', 'FunderPage'] });
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return;
    }
    notifySuccess(t('funders.wizard.created'));
    const id = result.data.createFunder.id;
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
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{t(STEP_TITLES[step] ?? STEP_TITLES[0])}</Text>
              <Text size="sm" c="dimmed">
                {t('funders.wizard.step', { current: step + 1, total: FUNDER_WIZARD_STEP_COUNT })}
              </Text>
            </Group>
            <Progress value={wizardProgress(step)} aria-label={t('funders.wizard.progress')} />
          </Stack>
          {step === 0 ? (
            <>
              <TextInput label={t('funders.fields.name')} required data-autofocus {...input('name')} />
              <FunderTypeSelect required {...input('type')} />
              <TextInput
                label={t('funders.fields.key_contacts')}
                description={t('funders.fields.key_contacts_hint')}
                {...input('keyContacts')}
              />
              <TextInput label={t('funders.fields.email')} type="email" {...input('email')} />
              <TextInput
                label={t('funders.fields.phone')}
                type="tel"
                placeholder="(555) 555-5555"
                {...input('phone')}
                onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
              />
              <TextInput label={t('funders.fields.website')} {...input('website')} />
              <ComplexityScoreInput {...input('complexityScore')} />
            </>
          ) : (
            <>
              <TextInput label={t('funders.fields.street_address')} {...input('streetAddress')} />
              <TextInput label={t('funders.fields.city')} {...input('city')} />
              <TextInput label={t('funders.fields.state')} {...input('state')} />
              <TextInput
                label={t('funders.fields.zipcode')}
                inputMode="numeric"
                {...input('zipcode')}
                onChange={(event) => form.setFieldValue('zipcode', formatZipcode(event.currentTarget.value))}
              />
            </>
          )}
          <Group justify="flex-end">
            {buttons.goBack && (
              <Button variant="default" onClick={() => setStep(previousStep(step))}>
                {t('funders.wizard.go_back')}
              </Button>
            )}
            {buttons.continue && <Button type="submit">{t('funders.wizard.continue')}</Button>}
            {buttons.submit && (
              <Button type="submit" loading={fetching}>
                {t('funders.wizard.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
