import { Button, Menu } from '@mantine/core';
import { IconCheck, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/index.ts';
import { MenuItemLink } from '../../../ui/menu-item-link.tsx';
import { useChooseLanguage } from '../../account/index.ts';
import { useSignOut } from '../../auth/index.ts';
import { ReminderMenuItem } from '../../reminders/index.ts';

/** `showEmail`: the address beside the icon (the drawer); the header shows it only on wide screens. */
export function UserMenu({ email, showEmail = false }: { email: string; showEmail?: boolean }) {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  const chooseLanguage = useChooseLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-md"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          aria-label={`${t('header.user_menu')}: ${email}`}
        >
          <span className={showEmail ? 'user-menu-email-full' : 'user-menu-email'}>{email}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => chooseLanguage(language)}
            rightSection={i18n.language === language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={i18n.language === language ? 'true' : undefined}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <ReminderMenuItem />
        <MenuItemLink to="/settings/access-tokens" leftSection={<IconKey size={14} aria-hidden />}>
          {t('access_tokens.menu')}
        </MenuItemLink>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={14} aria-hidden />} onClick={() => void signOut()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
