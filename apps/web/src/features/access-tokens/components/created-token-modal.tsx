import { Alert, Button, CopyButton, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CreatedTokenModalProps {
  secret: string;
  onClose: () => void;
}

/** The new token's secret, this once: only its hash is stored, so closing the dialog loses it for good. */
export function CreatedTokenModal({ secret, onClose }: CreatedTokenModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('access_tokens.created_title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      size="lg"
    >
      <Stack>
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="status"
        >
          {t('access_tokens.created_warning')}
        </Alert>
        {/* A text area so that the whole secret shows on a phone too (it wraps anywhere). */}
        <Textarea
          label={t('access_tokens.secret_label')}
          value={secret}
          readOnly
          rows={2}
          data-autofocus
          data-testid="access-token-secret"
          onFocus={(event) => event.currentTarget.select()}
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 12,
              wordBreak: 'break-all',
            },
          }}
        />
        <Group justify="space-between" gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'success' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? t('access_tokens.copied') : t('access_tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('access_tokens.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
