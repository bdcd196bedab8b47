import { ActionIcon, Table, Title, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ListState } from '../../../ui/list-state.tsx';
import type { AdminOrganizationRow } from '../graphql/admin-operations.ts';
import { useAdminOrganizations } from '../hooks/use-admin-organizations.ts';
import { OrganizationSettingsModal } from './organization-settings-modal.tsx';

export function OrganizationsTable() {
  const { t } = useTranslation();
  const { rows, fetching, error, retry } = useAdminOrganizations();
  const [editing, setEditing] = useState<AdminOrganizationRow | null>(null);
  return (
    <section aria-labelledby="admin-organizations">
      <Title order={2} size="h3" id="admin-organizations" mb="sm">
        {t('admin.organizations')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.id')}</Table.Th>
              <Table.Th>{t('admin.name')}</Table.Th>
              <Table.Th>{t('admin.fiscal_year_start')}</Table.Th>
              <Table.Th>{t('admin.currency')}</Table.Th>
              <Table.Th>{t('admin.users')}</Table.Th>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              variant="compact"
              columns={6}
              loading={fetching && rows.length === 0 && !error}
              error={Boolean(error)}
              errorText={t('admin.load_failed')}
              retryText={t('admin.retry')}
              empty={rows.length === 0}
              emptyText={t('admin.empty_organizations')}
              onRetry={retry}
            />
            {rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>{o.id}</Table.Td>
                <Table.Td>{o.name}</Table.Td>
                <Table.Td>{formatDate(o.fiscalYearStart)}</Table.Td>
                <Table.Td>{o.currency}</Table.Td>
                <Table.Td>{o.userCount}</Table.Td>
                <Table.Td>
                  <Tooltip label={t('admin.settings')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.settings_for', { organization: o.name })}
                      onClick={() => setEditing(o)}
                    >
                      <IconSettings size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <OrganizationSettingsModal
          organization={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </section>
  );
}
