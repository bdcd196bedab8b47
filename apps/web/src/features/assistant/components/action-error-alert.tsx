import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ActionErrorAlertProps {
  error: string | null;
  onClose: () => void;
}

/** The closable error bar a fine-tuning modal shows when a save, activation or delete failed. */
export function ActionErrorAlert({ error, onClose }: ActionErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="error" role="alert" withCloseButton closeButtonLabel={t('app.close')} onClose={onClose}>
      {error}
    </Alert>
  );
}
