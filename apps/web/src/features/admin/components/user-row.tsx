import { ROLES } from '@grantflow/domain/shared/enums';
import { Badge, CloseButton, Group, Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrganizationRow, AdminUserRow } from '../graphql/admin-operations.ts';
import { useUserAdmin } from '../hooks/use-user-admin.ts';
import { linkableOrganizations } from '../utils/link-options.ts';

interface UserRowProps {
  user: AdminUserRow;
  organizations: readonly AdminOrganizationRow[];
}

export function UserRow({ user, organizations }: UserRowProps) {
  const { t } = useTranslation();
  const { busy, changeRole, changeAuthorized, linkTo, unlinkFrom } = useUserAdmin(user, organizations);
  // Cleared after each pick, so choosing the same organisation again still fires.
  const [linkChoice, setLinkChoice] = useState<string | null>(null);
  const email = user.email;

  const linkable = linkableOrganizations(organizations, user);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {email}
        </Text>
      </Table.Td>
      <Table.Td>{user.organization.name}</Table.Td>
      <Table.Td>
        <Select
          aria-label={t('admin.role_for', { email })}
          data={ROLES.map((role) => ({ value: role, label: t(`admin.role_${role}`) }))}
          value={user.role}
          onChange={(value) => void changeRole(value)}
          allowDeselect={false}
          disabled={busy}
          // Fits the longest role in every language ("Administrador").
          w={160}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('admin.authorized_for', { email })}
          checked={user.authorized}
          onChange={(event) => void changeAuthorized(event.currentTarget.checked)}
          disabled={busy}
        />
      </Table.Td>
      <Table.Td>
        {user.role === 'MANAGER' ? (
          <Group gap={6}>
            {user.managedOrganizations.map((o) => (
              <Badge
                key={o.id}
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('admin.unlink_manager', { email, organization: o.name })}
                    onClick={() => void unlinkFrom(o)}
                    disabled={busy}
                  />
                }
              >
                {o.name}
              </Badge>
            ))}
            {linkable.length > 0 && (
              <Select
                aria-label={t('admin.link_manager_for', { email })}
                placeholder={t('admin.link_manager')}
                data={linkable.map((o) => ({ value: o.id, label: o.name }))}
                value={linkChoice}
                onChange={(value) => {
                  setLinkChoice(null);
                  void linkTo(value);
                }}
                searchable
                disabled={busy}
                size="xs"
                w={200}
              />
            )}
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
