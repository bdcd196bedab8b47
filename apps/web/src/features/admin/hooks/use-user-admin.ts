import { ROLES, type Role } from '@grantflow/domain/shared/enums';
import { useTranslation } from 'react-i18next';
import { type CombinedError, useMutation } from 'urql';
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

const isRole = (value: string | null): value is Role => ROLES.some((r) => r === value);

/** A user's role, authorisation and managed organisations, each change asked first (docs/architecture.md, Screens). */
export function useUserAdmin(user: AdminUserRow, organizations: readonly AdminOrganizationRow[]) {
  const { t } = useTranslation();
  const [update, updateUser] = useMutation(AdminUpdateUserMutation);
  const [link, linkManager] = useMutation(AdminLinkManagerMutation);
  const [unlink, unlinkManager] = useMutation(AdminUnlinkManagerMutation);
  const email = user.email;
  const confirmChange = (message: string) =>
    confirmAction({
      title: t('admin.confirm_title'),
      message,
      confirmLabel: t('admin.confirm'),
      cancelLabel: t('admin.cancel'),
    });

  async function run(answer: Promise<{ error?: CombinedError | undefined }>, success: string) {
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
    const organization = organizations.find((o) => o.id === organizationId);
    if (!organization) return;
    if (!(await confirmChange(t('admin.confirm_link', { email, organization: organization.name })))) return;
    await run(linkManager({ userId: user.id, organizationId: organization.id }), t('admin.linked'));
  }

  async function unlinkFrom(organization: { id: string; name: string }) {
    if (!(await confirmChange(t('admin.confirm_unlink', { email, organization: organization.name })))) return;
    await run(unlinkManager({ userId: user.id, organizationId: organization.id }), t('admin.unlinked'));
  }

  return {
    busy: update.fetching || link.fetching || unlink.fetching,
    changeRole,
    changeAuthorized,
    linkTo,
    unlinkFrom,
  };
}
