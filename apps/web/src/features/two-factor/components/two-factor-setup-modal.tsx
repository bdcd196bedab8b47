import { TWO_FACTOR_CLOSE_DELAY_MS } from '@grantflow/domain/constants/timing';
import { twoFactorSetupEmailSchema, twoFactorSetupSchema } from '@grantflow/validation/two-factor';
import { Alert, Group, Loader, Modal, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { type TwoFactorStep, type TwoFactorValues, useTwoFactorSave } from '../hooks/use-two-factor-save.ts';
import { useTwoFactorSettings } from '../hooks/use-two-factor-settings.ts';
import type { TwoFactorSettings } from '../utils/two-factor-setup.ts';
import { TwoFactorForm } from './two-factor-form.tsx';

interface TwoFactorSetupModalProps {
  opened: boolean;
  onClose: () => void;
  user: { id: string; email: string };
}

const emailStep = codedResolver(twoFactorSetupEmailSchema);
const codeStep = codedResolver(twoFactorSetupSchema);

/** Setup 2FA Login (docs/product.md, Sign-in and two-factor): step 1 saves e-mail and flag; unless the server says 'none-verify', step 2 confirms a code. */
export function TwoFactorSetupModal({ opened, onClose, user }: TwoFactorSetupModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TwoFactorStep>('email');
  const stepRef = useRef<TwoFactorStep>('email');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<TwoFactorValues>({
    mode: 'controlled',
    initialValues: { email_for_2fa: '', is_enabled: false, code: '' },
    validate: (values) => (stepRef.current === 'code' ? codeStep(values) : emailStep(values)),
  });
  const { setValues, resetDirty } = form;
  const save = useTwoFactorSave(user.id);

  const goTo = useCallback((next: TwoFactorStep) => {
    stepRef.current = next;
    setStep(next);
  }, []);
  const onOpen = useCallback(() => goTo('email'), [goTo]);
  const onLoaded = useCallback(
    (settings: TwoFactorSettings) => {
      setValues({ ...settings, code: '' });
      resetDirty();
    },
    [setValues, resetDirty],
  );
  const { loading, failure } = useTwoFactorSettings({ opened, user, onOpen, onLoaded });

  async function submit(values: TwoFactorValues) {
    setSubmitting(true);
    const outcome = await save(step, values);
    if (outcome === 'failed') {
      setSubmitting(false);
      return;
    }
    if (outcome === 'code') {
      setSubmitting(false);
      form.setFieldValue('code', '');
      goTo('code');
      return;
    }
    if (step === 'email') {
      setSubmitting(false);
      onClose();
      return;
    }
    // After a verified code the modal stays a moment, then closes (docs/product.md, Sign-in and two-factor).
    window.setTimeout(() => {
      setSubmitting(false);
      onClose();
    }, TWO_FACTOR_CLOSE_DELAY_MS);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('two_factor.title')}>
      {loading ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('two_factor.loading')}</Text>
        </Group>
      ) : failure ? (
        <Alert color="error" role="alert">
          {failure.key === 'load_failed_status'
            ? t('two_factor.load_failed_status', { status: failure.status })
            : t('two_factor.load_failed')}
        </Alert>
      ) : (
        <TwoFactorForm
          form={form}
          step={step}
          submitting={submitting}
          onSubmit={(values) => void submit(values)}
          onBack={() => goTo('email')}
        />
      )}
    </Modal>
  );
}
