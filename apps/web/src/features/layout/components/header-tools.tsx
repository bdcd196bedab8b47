import { Stack, Text, Tooltip } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../graphql/current-user.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { headerPermissions } from '../utils/header-permissions.ts';
import { HelpMenu } from './help-menu.tsx';
import { OrganizationPicker } from './organization-picker.tsx';
import { UserMenu } from './user-menu.tsx';

interface HeaderToolsProps {
  user: CurrentUser;
  /** In the header's row (laptops and up) or stacked in the burger's drawer (phones and tablets). */
  placement: 'header' | 'drawer';
}

/** Misc./Help, Admin, the organisation picker (or name) and the user menu: wherever they have room. */
export function HeaderTools({ user, placement }: HeaderToolsProps) {
  const { t } = useTranslation();
  const can = headerPermissions(user);
  const inDrawer = placement === 'drawer';
  const name = user.organization.name;
  const items = (
    <>
      {/* Platform ADMINs are never given tasks (they are not assignable), so they have no My tasks. */}
      {can.showNavigation && !can.showAdminLink && <MyTasksLink compact={!inDrawer} />}
      {can.showNavigation && <HelpMenu showAddOrganization={can.showAddOrganization} user={user} />}
      {can.showAdminLink && (
        <AnchorLink to="/admin" fw={500} c="dark" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('nav.admin')}
        </AnchorLink>
      )}
      {can.showOrganizationPicker ? (
        <OrganizationPicker user={user} width={inDrawer ? '100%' : undefined} />
      ) : inDrawer ? (
        <Text fw={500} data-testid="organization-name">
          {name}
        </Text>
      ) : (
        // One line whatever its length; the whole name in a tooltip.
        <Tooltip label={name} openDelay={300}>
          <Text
            fw={500}
            visibleFrom="sm"
            truncate="end"
            maw="16rem"
            data-testid="organization-name"
            data-truncated="tooltip"
          >
            {name}
          </Text>
        </Tooltip>
      )}
      <UserMenu email={user.email} showEmail={inDrawer} />
    </>
  );
  return inDrawer ? (
    <Stack gap="sm" align="flex-start" data-testid="drawer-tools">
      {items}
    </Stack>
  ) : (
    <div className="header-tools">{items}</div>
  );
}

/**
 * The header's "My tasks" link (docs/product.md, Tasks): an icon with its name as tooltip and accessible name in
 * the header's row, where the navigation needs every pixel of a 1366 px laptop in every language; words in the drawer.
 */
function MyTasksLink({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const label = t('tasks.my_tasks');
  if (!compact) {
    return (
      <AnchorLink to="/tasks" fw={500} c="dark" fz="sm" data-testid="my-tasks-link">
        {label}
      </AnchorLink>
    );
  }
  return (
    <Tooltip label={label} openDelay={300}>
      <AnchorLink
        to="/tasks"
        c="dark"
        aria-label={label}
        data-testid="my-tasks-link"
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <IconChecklist size={20} aria-hidden />
      </AnchorLink>
    </Tooltip>
  );
}
