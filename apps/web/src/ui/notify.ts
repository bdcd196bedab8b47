import type { NotificationData } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';
import { requestHost } from './lazy-hosts.ts';

// @mantine/notifications is fetched with the first toast, which also mounts its container (app.tsx): the pages
// that merely can show one do not download it up front.
export function showNotification(data: NotificationData): void {
  requestHost('notifications');
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

// Toast durations (docs/product.md, Constants and limits): long unless a toast asks for short, success or error.
export const TOAST_SHORT_MS = 4000;
export const TOAST_LONG_MS = 10000;

type Duration = 'short' | 'long';

const ms = (duration: Duration) => (duration === 'short' ? TOAST_SHORT_MS : TOAST_LONG_MS);

export function notifyError(message: string, duration: Duration = 'long'): void {
  showNotification({
    color: 'error',
    title: i18n.t('notifications.error'),
    message,
    autoClose: ms(duration),
    closeButtonProps: { 'aria-label': i18n.t('app.close') },
  });
}

export function notifySuccess(message: string, duration: Duration = 'long'): void {
  showNotification({
    color: 'success',
    title: i18n.t('notifications.success'),
    message,
    autoClose: ms(duration),
    closeButtonProps: { 'aria-label': i18n.t('app.close') },
  });
}
