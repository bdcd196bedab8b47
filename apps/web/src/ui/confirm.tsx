import { Text } from '@mantine/core';
import { i18n } from '../i18n/index.ts';
import { whenModalsHostMounted } from './lazy-hosts.ts';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The Confirm button's colour; destructive actions use the error red. */
  confirmColor?: string;
}

type Modals = typeof import('@mantine/modals')['modals'];

let loadedModals: Modals | null = null;

async function loadModals(): Promise<Modals> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), whenModalsHostMounted()]);
  loadedModals = modals;
  return modals;
}

/**
 * Changes and destructive actions ask first (docs/architecture.md, Screens); resolves true only on Confirm. @mantine/modals and
 * its host arrive with the first confirmation, not with the pages that may ask for one; from then on the
 * dialog opens in the click's own task again (a dialog opened a tick later could meet the previous one still
 * closing).
 */
export async function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor,
}: ConfirmOptions): Promise<boolean> {
  const modals = loadedModals ?? (await loadModals());
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: confirmColor ? { color: confirmColor } : undefined,
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
