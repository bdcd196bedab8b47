import { Burger, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { headerPermissions } from '../utils/header-permissions.ts';
import { HelpMenu } from './help-menu.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';
import { OrganizationPicker } from './organization-picker.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

export function AppHeader({ navigationOpened, onToggleNavigation }: AppHeaderProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const can = headerPermissions(user);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap">
        {can.showNavigation && (
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="xl"
            size="sm"
            aria-label={t('nav.main')}
          />
        )}
        <AnchorLink to="/dashboard" underline="never" aria-label={t('app.home')}>
          <Logo />
        </AnchorLink>
        {can.showNavigation && (
          <Group visibleFrom="xl">
            <NavLinks direction="row" />
          </Group>
        )}
      </Group>
      {user && (
        <Group gap="xs" wrap="nowrap">
          {can.showNavigation && <HelpMenu showAddOrganization={can.showAddOrganization} user={user} />}
          {can.showAdminLink && (
            <AnchorLink to="/admin" fw={500} c="dark">
              {t('nav.admin')}
            </AnchorLink>
          )}
          {can.showOrganizationPicker ? (
            <OrganizationPicker user={user} />
          ) : (
            <Text fw={500} visibleFrom="sm" data-testid="organization-name">
              {user.organization.name}
            </Text>
          )}
          <UserMenu email={user.email} />
        </Group>
      )}
    </Group>
  );
}
