import { DomainError } from '@grantflow/domain/shared/errors';
import { localToday } from '@grantflow/validation/dates';
import { grantCreateFormSchema } from '@grantflow/validation/grant';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { codedResolver, domainFieldErrors } from '../../../lib/form-resolver.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useCreateGrant } from '../hooks/use-create-grant.ts';
import { useDiscardGuard } from '../hooks/use-discard-guard.ts';
import { useGrantPickers } from '../hooks/use-grant-pickers.ts';
import {
  buildCreateGrantVariables,
  CREATE_GRANT_STEP_FIELDS,
  CREATE_GRANT_STEPS,
  type CreateGrantFormState,
  initialCreateGrantForm,
} from '../utils/create-grant-form.ts';
import { errorsInStep, firstStepWithError } from '../utils/create-grant-steps.ts';
import { CreateGrantDeadlinesStep } from './create-grant-deadlines-step.tsx';
import { CreateGrantFunderStep } from './create-grant-funder-step.tsx';
import { CreateGrantProgress } from './create-grant-progress.tsx';
import { CreateGrantStatusStep } from './create-grant-status-step.tsx';

interface CreateGrantModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Create grant (docs/product.md, Screens and routes): three steps (funder, deadlines, status) with the create-grant rules (Creating a grant). */
export function CreateGrantModal({ opened, onClose, onCreated }: CreateGrantModalProps) {
  const { t } = useTranslation();
  const { requestClose, trackDirty } = useDiscardGuard(onClose);
  return (
    <Modal
      opened={opened}
      onClose={() => void requestClose()}
      title={t('create_grant.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {opened && <CreateGrantForm onCreated={onCreated} trackDirty={trackDirty} />}
    </Modal>
  );
}

interface CreateGrantFormProps extends Pick<CreateGrantModalProps, 'onCreated'> {
  trackDirty: (check: () => boolean) => void;
}

function CreateGrantForm({ onCreated, trackDirty }: CreateGrantFormProps) {
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const pickers = useGrantPickers(organization.id);
  const { create, saving } = useCreateGrant();
  const [step, setStep] = useState(0);
  const schema = useMemo(() => grantCreateFormSchema({ today: localToday() }), []);
  const form = useForm<CreateGrantFormState>({
    mode: 'controlled',
    initialValues: initialCreateGrantForm(),
    validate: codedResolver(schema),
    validateInputOnChange: true,
  });
  useEffect(() => {
    trackDirty(() => form.isDirty());
  });
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
    if (await create(variables)) onCreated();
  }

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
        <CreateGrantProgress step={step} />
        {current === 'funder' && <CreateGrantFunderStep form={form} {...pickers} />}
        {current === 'deadlines' && <CreateGrantDeadlinesStep form={form} />}
        {current === 'status' && <CreateGrantStatusStep form={form} />}
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
