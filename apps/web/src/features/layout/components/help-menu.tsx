import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../lib/chunk-loader.ts';
import { MenuItemLink } from '../../../ui/menu-item-link.tsx';
import { loadCreateOrganizationModal } from '../../organizations/index.ts';
import { loadSupportTicketModal } from '../../support/index.ts';
import { loadTwoFactorSetupModal } from '../../two-factor/index.ts';

// The three modals (forms, zod schemas, Modal) are chunks of their own, fetched on the first opening: every
// signed-in page loads the header, and none of them needs a modal to show its content.
const TwoFactorSetupModal = lazy(() =>
  loadChunk(loadTwoFactorSetupModal).then((m) => ({
    default: m.TwoFactorSetupModal,
  })),
);
const SupportTicketModal = lazy(() =>
  loadChunk(loadSupportTicketModal).then((m) => ({
    default: m.SupportTicketModal,
  })),
);
const CreateOrganizationModal = lazy(() =>
  loadChunk(loadCreateOrganizationModal).then((m) => ({
    default: m.CreateOrganizationModal,
  })),
);

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
            // The weight of the navigation links beside it, and their room on a laptop's header.
            fw={500}
            px={6}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {t('nav.misc_help')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Here rather than in the row: the contract's seven links fill a 1366 px laptop's row in every
              language and role (e2e: header-layout), and an eighth pushed Funders under "More". */}
          <MenuItemLink to="/opportunities">{t('nav.opportunities')}</MenuItemLink>
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
      <Suspense fallback={null}>
        {open === 'two-factor' && <TwoFactorSetupModal opened onClose={close} user={user} />}
        {open === 'support' && <SupportTicketModal opened onClose={close} user={user} />}
        {open === 'organization' && showAddOrganization && (
          <CreateOrganizationModal opened onClose={close} userId={user.id} />
        )}
      </Suspense>
    </>
  );
}
