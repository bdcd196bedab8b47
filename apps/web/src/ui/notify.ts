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

// A toast shown just before the page reloads (docs/product.md, Screens and routes: after a support ticket or
// a new organisation) would vanish with the page a second later, before most people have read it: it is kept
// in the tab's session storage and shown again, once, when the reloaded page starts.
const AFTER_RELOAD_KEY = 'grantflow.success-after-reload';

/** A success toast that is shown now and again after the reload that follows it. */
export function notifySuccessAcrossReload(message: string): void {
  notifySuccess(message);
  try {
    window.sessionStorage.setItem(AFTER_RELOAD_KEY, message);
  } catch {
    // Storage refused (private mode, full): the toast is still shown now.
  }
}

/** Shows, once, the toast kept by notifySuccessAcrossReload before the page reloaded (main.tsx, at start). */
export function showSuccessKeptAcrossReload(): void {
  let message: string | null = null;
  try {
    message = window.sessionStorage.getItem(AFTER_RELOAD_KEY);
    window.sessionStorage.removeItem(AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  if (message) notifySuccess(message);
}

/** Closes a toast shown with an `id` (one whose own button, such as Undo, has done its work). */
export function hideNotification(id: string): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
}
