import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { headerPermissions } from '../utils/header-permissions.ts';
import { HeaderToolsSlot } from './header-tools-slot.tsx';
import { Logo } from './logo.tsx';
import { NavRow } from './nav-row.tsx';

interface AppHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  /** False on phones and small tablets: the tools then live in the burger's drawer (shell-frame.tsx). */
  toolsInHeader: boolean;
}

export function AppHeader({ navigationOpened, onToggleNavigation, toolsInHeader }: AppHeaderProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const can = headerPermissions(user);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" style={{ flex: '1 1 0', minWidth: 0 }}>
        {can.showNavigation && (
          <Burger
            opened={navigationOpened}
            onClick={onToggleNavigation}
            hiddenFrom="lg"
            size="sm"
            aria-label={t('nav.main')}
          />
        )}
        <AnchorLink to="/dashboard" underline="never" aria-label={t('app.home')} style={{ flexShrink: 0 }}>
          <Logo />
        </AnchorLink>
        {can.showNavigation && <NavRow />}
      </Group>
      {user && (toolsInHeader || !can.showNavigation) && <HeaderToolsSlot user={user} placement="header" />}
    </Group>
  );
}
