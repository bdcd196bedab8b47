import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuItemLink } from '../../../ui/router-link.tsx';
import { openComingSoonModal } from './coming-soon-modal.tsx';

export function HelpMenu({ showAddOrganization }: { showAddOrganization: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('nav.misc_help')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink to="/largest-funders">{t('nav.funder_type')}</MenuItemLink>
        {/* §2: 2FA closes on an overlay click; support and add-organisation do not. */}
        <Menu.Item onClick={() => openComingSoonModal(t('nav.setup_2fa'), true)}>
          {t('nav.setup_2fa')}
        </Menu.Item>
        <Menu.Item onClick={() => openComingSoonModal(t('nav.help_support'), false)}>
          {t('nav.help_support')}
        </Menu.Item>
        {showAddOrganization && (
          <Menu.Item onClick={() => openComingSoonModal(t('nav.add_organization'), false)}>
            {t('nav.add_organization')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
