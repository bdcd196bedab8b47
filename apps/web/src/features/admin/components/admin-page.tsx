import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { NotFoundPage } from '../../../ui/not-found-page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAdminOrganizations } from '../hooks/use-admin-organizations.ts';
import { OrganizationsTable } from './organizations-table.tsx';
import { UsersTable } from './users-table.tsx';

/** The header's Admin link (ADMIN only). Anyone else meets Not Found, so the page's existence is not revealed. */
export function AdminPage() {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageLoader />;
  if (user?.role !== 'ADMIN') return <NotFoundPage />;
  return <AdminContent />;
}

function AdminContent() {
  const { t } = useTranslation();
  // Shares the organisations table's cached answer; the users table needs it for filters and links.
  const organizations = useAdminOrganizations().rows;
  return (
    <Stack gap="xl">
      <PageTitle documentTitle={t('admin.title')}>{t('admin.title')}</PageTitle>
      <OrganizationsTable />
      <UsersTable organizations={organizations} />
    </Stack>
  );
}
