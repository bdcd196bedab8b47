import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../env.ts';

interface FeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The error boundary's feedback dialog: the user's words and the failing address, sent by e-mail to support. */
export function FeedbackDialog({ opened, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const body = `${text}\n\n${window.location.href}`;
  const href = `mailto:${env.supportEmail}?subject=${encodeURIComponent(t('errors.feedback_title'))}&body=${encodeURIComponent(body)}`;
  return (
    <Modal opened={opened} onClose={onClose} title={t('errors.feedback_title')}>
      <Stack gap="sm">
        <Textarea
          label={t('errors.feedback_label')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          minRows={3}
        />
        <Button component="a" href={href} onClick={onClose}>
          {t('errors.feedback_send')}
        </Button>
      </Stack>
    </Modal>
  );
}
