import { TWO_FACTOR_CLOSE_DELAY_MS } from '@grantflow/domain/constants/timing';
import type { TwoFactorSetup } from '@grantflow/validation/rest-wire';
import { twoFactorSetupEmailSchema, twoFactorSetupSchema } from '@grantflow/validation/two-factor';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  type LoadFailure,
  loadFailure,
  nextStepAfterEmail,
  readSettings,
} from '../utils/two-factor-setup.ts';

interface TwoFactorSetupModalProps {
  opened: boolean;
  onClose: () => void;
  user: { id: string; email: string };
}

interface Values {
  email_for_2fa: string;
  is_enabled: boolean;
  code: string;
}

type Step = 'email' | 'code';

const emailStep = codedResolver(twoFactorSetupEmailSchema);
const codeStep = codedResolver(twoFactorSetupSchema);

/** Setup 2FA Login (docs/product.md, Sign-in and two-factor): step 1 saves e-mail and flag; unless the server says 'none-verify', step 2 confirms a code. */
export function TwoFactorSetupModal({ opened, onClose, user }: TwoFactorSetupModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('email');
  const stepRef = useRef<Step>('email');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email_for_2fa: '', is_enabled: false, code: '' },
    validate: (values) => (stepRef.current === 'code' ? codeStep(values) : emailStep(values)),
  });
  const { setValues, resetDirty } = form;

  const goTo = (next: Step) => {
    stepRef.current = next;
    setStep(next);
  };

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    stepRef.current = 'email';
    setStep('email');
    setFailure(null);
    setLoading(true);
    void restRequest<TwoFactorSetup>(`/setup2fa/${encodeURIComponent(user.id)}`, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (!result.ok) {
        setFailure(loadFailure(result));
        return;
      }
      setValues({ ...readSettings(result.data, user.email), code: '' });
      resetDirty();
    });
    return () => controller.abort();
  }, [opened, user.id, user.email, setValues, resetDirty]);

  async function submit(values: Values) {
    setSubmitting(true);
    const body = {
      email_for_2fa: values.email_for_2fa.trim(),
      is_enabled: values.is_enabled,
      user_id: Number(user.id),
    };
    const result =
      step === 'email'
        ? await restRequest<unknown>('/setup2fa/email', { body, networkError: t('two_factor.submit_failed') })
        : await restRequest<unknown>('/setup2fa/verify', {
            body: { ...body, code: values.code.trim() },
            networkError: t('two_factor.submit_failed'),
          });
    if (!result.ok) {
      setSubmitting(false);
      notifyError(restErrorMessage(result));
      return;
    }
    if (step === 'email' && nextStepAfterEmail(result.data) === 'code') {
      setSubmitting(false);
      form.setFieldValue('code', '');
      goTo('code');
      return;
    }
    notifySuccess(t('two_factor.updated'));
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

  const onCodeStep = step === 'code';
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
        <form noValidate onSubmit={form.onSubmit(submit, () => notifyError(t('two_factor.invalid_field')))}>
          <Stack>
            <Text size="sm">{t('two_factor.intro')}</Text>
            <TextInput
              label={t('two_factor.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              disabled={onCodeStep}
              {...form.getInputProps('email_for_2fa')}
              error={errorText(form.errors.email_for_2fa)}
            />
            <Checkbox
              label={t('two_factor.enabled')}
              disabled={onCodeStep}
              {...form.getInputProps('is_enabled', { type: 'checkbox' })}
            />
            {onCodeStep && (
              <TextInput
                label={t('two_factor.code')}
                description={t('two_factor.code_description', { email: form.values.email_for_2fa })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={5}
                withAsterisk
                data-autofocus
                {...form.getInputProps('code')}
                error={errorText(form.errors.code)}
              />
            )}
            <Group justify="flex-end">
              {onCodeStep && (
                <Button variant="default" onClick={() => goTo('email')} disabled={submitting}>
                  {t('two_factor.back')}
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                {onCodeStep ? t('two_factor.verify') : t('two_factor.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
