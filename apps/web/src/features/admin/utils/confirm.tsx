import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/index.ts';

/** Every change on the admin page asks first (DESIGN §7); resolves true only on Confirm. */
export function confirmChange(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('admin.confirm_title'),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: i18n.t('admin.confirm'), cancel: i18n.t('admin.cancel') },
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
