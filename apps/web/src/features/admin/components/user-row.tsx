import { ROLES, type Role } from '@grantflow/domain/shared/enums';
import { Badge, CloseButton, Group, Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  AdminLinkManagerMutation,
  type AdminOrganizationRow,
  AdminUnlinkManagerMutation,
  AdminUpdateUserMutation,
  type AdminUserRow,
} from '../graphql/admin-operations.ts';
import { linkableOrganizations } from '../utils/link-options.ts';

interface UserRowProps {
  user: AdminUserRow;
  organizations: readonly AdminOrganizationRow[];
}

const isRole = (value: string | null): value is Role => ROLES.some((r) => r === value);

export function UserRow({ user, organizations }: UserRowProps) {
  const { t } = useTranslation();
  const [update, updateUser] = useMutation(AdminUpdateUserMutation);
  const [link, linkManager] = useMutation(AdminLinkManagerMutation);
  const [unlink, unlinkManager] = useMutation(AdminUnlinkManagerMutation);
  // Cleared after each pick, so choosing the same organisation again still fires.
  const [linkChoice, setLinkChoice] = useState<string | null>(null);
  const busy = update.fetching || link.fetching || unlink.fetching;
  const email = user.email;
  // Every change on the admin page asks first (docs/architecture.md, Screens).
  const confirmChange = (message: string) =>
    confirmAction({
      title: t('admin.confirm_title'),
      message,
      confirmLabel: t('admin.confirm'),
      cancelLabel: t('admin.cancel'),
    });

  async function run(answer: Promise<{ error?: import('urql').CombinedError | undefined }>, success: string) {
    const { error } = await answer;
    if (error) notifyError(mutationErrorMessage(error));
    else notifySuccess(success);
  }

  async function changeRole(value: string | null) {
    if (!isRole(value) || value === user.role) return;
    if (!(await confirmChange(t('admin.confirm_role', { email, role: t(`admin.role_${value}`) })))) return;
    await run(updateUser({ id: user.id, role: value }), t('admin.updated'));
  }

  async function changeAuthorized(authorized: boolean) {
    const question = authorized
      ? t('admin.confirm_authorize', { email })
      : t('admin.confirm_unauthorize', { email });
    if (!(await confirmChange(question))) return;
    await run(updateUser({ id: user.id, authorized }), t('admin.updated'));
  }

  async function linkTo(organizationId: string | null) {
    setLinkChoice(null);
    const organization = organizations.find((o) => o.id === organizationId);
    if (!organization) return;
    if (!(await confirmChange(t('admin.confirm_link', { email, organization: organization.name })))) return;
    await run(linkManager({ userId: user.id, organizationId: organization.id }), t('admin.linked'));
  }

  async function unlinkFrom(organization: { id: string; name: string }) {
    if (!(await confirmChange(t('admin.confirm_unlink', { email, organization: organization.name })))) return;
    await run(unlinkManager({ userId: user.id, organizationId: organization.id }), t('admin.unlinked'));
  }

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
                onChange={(value) => void linkTo(value)}
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
