import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItemLink } from '../../../ui/menu-item-link.tsx';
import { CreateOrganizationModal } from '../../organizations/components/create-organization-modal.tsx';
import { SupportTicketModal } from '../../support/components/support-ticket-modal.tsx';
import { TwoFactorSetupModal } from '../../two-factor/components/two-factor-setup-modal.tsx';

interface HelpMenuProps {
  showAddOrganization: boolean;
  user: { id: string; email: string; organization: { name: string } };
}

type OpenModal = 'two-factor' | 'support' | 'organization' | null;

export function HelpMenu({ showAddOrganization, user }: HelpMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);
  return (
    <>
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
          <MenuItemLink to="/deadlines">{t('nav.deadlines')}</MenuItemLink>
          <MenuItemLink to="/calendar">{t('nav.calendar')}</MenuItemLink>
          <Menu.Item onClick={() => setOpen('two-factor')}>{t('nav.setup_2fa')}</Menu.Item>
          <Menu.Item onClick={() => setOpen('support')}>{t('nav.help_support')}</Menu.Item>
          {showAddOrganization && (
            <Menu.Item onClick={() => setOpen('organization')}>{t('nav.add_organization')}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while open: each opening starts from a fresh form and a fresh load. */}
      {open === 'two-factor' && <TwoFactorSetupModal opened onClose={close} user={user} />}
      {open === 'support' && <SupportTicketModal opened onClose={close} user={user} />}
      {open === 'organization' && showAddOrganization && (
        <CreateOrganizationModal opened onClose={close} userId={user.id} />
      )}
    </>
  );
}
