import { ORGANIZATION_PICKER_WIDTH_PX } from '@grantflow/domain/constants/limits';
import { Select } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import {
  checkImpersonatedOrganization,
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
} from '../../../lib/impersonation.ts';
import {
  type PickerUser,
  useImpersonableOrganizations,
} from '../../organizations/hooks/use-impersonable-organizations.ts';
import { currentOrganizationId, sortOrganizations } from '../utils/header-permissions.ts';

export function OrganizationPicker({ user }: { user: PickerUser }) {
  const { t } = useTranslation();
  const resetClient = useResetGraphqlClient();
  const { organizations } = useImpersonableOrganizations(user);
  const [stored, setStored] = useState(getImpersonatedOrganizationId);
  const ownId = user.organization.id;
  const sorted = useMemo(
    () => sortOrganizations(organizations ?? [user.organization]),
    [organizations, user.organization],
  );
  const current = currentOrganizationId(stored, ownId, organizations);
  const checked = useRef<readonly unknown[] | undefined>(undefined);

  useEffect(() => {
    // One validity check per answer of the list (a ref, so StrictMode's second run does not count twice).
    if (!organizations || checked.current === organizations) return;
    checked.current = organizations;
    if (checkImpersonatedOrganization(organizations.map((o) => o.id)) === 'dropped') {
      setStored(null);
      resetClient();
    }
  }, [organizations, resetClient]);

  function choose(id: string | null) {
    if (!id || id === current) return;
    if (id === ownId) clearImpersonatedOrganizationId();
    else setImpersonatedOrganizationId(id);
    setStored(id === ownId ? null : id);
    resetClient();
  }

  return (
    <Select
      w={ORGANIZATION_PICKER_WIDTH_PX}
      aria-label={t('header.organization_picker')}
      placeholder={t('header.organization_picker_placeholder')}
      data={sorted.map((o) => ({ value: o.id, label: o.name, disabled: o.id === current }))}
      value={current}
      onChange={choose}
      allowDeselect={false}
      searchable
      nothingFoundMessage="—"
    />
  );
}
