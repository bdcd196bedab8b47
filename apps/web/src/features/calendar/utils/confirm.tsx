import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/index.ts';

/** Destructive actions ask first (DESIGN §7); resolves true only on Confirm. */
export function confirmAction(message: string, options: { danger?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('calendar.subscribe.confirm_title'),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: i18n.t('calendar.subscribe.confirm'), cancel: i18n.t('calendar.subscribe.cancel') },
      confirmProps: options.danger ? { color: 'error' } : undefined,
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
