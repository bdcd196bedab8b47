import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/index.ts';

/** The header's modal features (2FA, support, add organisation) arrive in later releases. */
export function openComingSoonModal(title: string, closeOnClickOutside: boolean): void {
  modals.open({
    title,
    closeOnClickOutside,
    closeButtonProps: { 'aria-label': i18n.t('app.close') },
    children: <Text>{i18n.t('coming_soon.feature')}</Text>,
  });
}
