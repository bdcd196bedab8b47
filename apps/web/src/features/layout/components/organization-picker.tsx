import { Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import {
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
} from '../../../lib/impersonation.ts';
import { ListOrganizationsQuery } from '../graphql/list-organizations.ts';
import { currentOrganizationId, sortOrganizations } from '../utils/header-permissions.ts';

export function OrganizationPicker({ ownOrganizationId }: { ownOrganizationId: string }) {
  const { t } = useTranslation();
  const resetClient = useResetGraphqlClient();
  const [{ data, error }] = useQuery({ query: ListOrganizationsQuery });
  const [stored, setStored] = useState(getImpersonatedOrganizationId);
  const organizations = useMemo(() => sortOrganizations(data?.listOrganizations ?? []), [data]);
  const current = currentOrganizationId(stored, ownOrganizationId, data ? organizations : undefined);

  useEffect(() => {
    // §8: a failing organisation list is only logged.
    if (error) console.error('listOrganizations failed', error.message);
  }, [error]);

  useEffect(() => {
    // A stored choice the server no longer offers (link removed, organisation deleted) is dropped.
    if (data && stored && current !== stored) {
      clearImpersonatedOrganizationId();
      setStored(null);
      resetClient();
    }
  }, [data, stored, current, resetClient]);

  function choose(id: string | null) {
    if (!id || id === current) return;
    if (id === ownOrganizationId) clearImpersonatedOrganizationId();
    else setImpersonatedOrganizationId(id);
    setStored(id === ownOrganizationId ? null : id);
    resetClient();
  }

  return (
    <Select
      w={320}
      aria-label={t('header.organization_picker')}
      placeholder={t('header.organization_picker_placeholder')}
      data={organizations.map((o) => ({ value: o.id, label: o.name, disabled: o.id === current }))}
      value={data ? current : null}
      onChange={choose}
      allowDeselect={false}
      searchable
      nothingFoundMessage="—"
    />
  );
}
