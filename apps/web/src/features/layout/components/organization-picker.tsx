import { ORGANIZATION_PICKER_WIDTH_PX } from '@grantflow/domain/constants/limits';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import {
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
} from '../../../lib/impersonation.ts';
import {
  currentOrganizationId,
  type PickerUser,
  sortOrganizations,
  useImpersonableOrganizations,
} from '../../organizations/index.ts';
import { useLeavePageOnOrganizationChange } from '../hooks/use-leave-funder-page.ts';

interface OrganizationPickerProps {
  user: PickerUser;
  /** 320 px in the header (docs/product.md, Screens and routes); the drawer's full width on phones. */
  width?: number | string;
}

/** The acting organisation (docs/product.md, Screens and routes; Users and roles). A stored choice no longer offered is dropped by ImpersonationGuard. */
export function OrganizationPicker({ user, width = ORGANIZATION_PICKER_WIDTH_PX }: OrganizationPickerProps) {
  const { t } = useTranslation();
  const resetClient = useResetGraphqlClient();
  const leavePage = useLeavePageOnOrganizationChange();
  const { organizations } = useImpersonableOrganizations(user);
  const [stored, setStored] = useState(getImpersonatedOrganizationId);
  const ownId = user.organization.id;
  const sorted = useMemo(
    () => sortOrganizations(organizations ?? [user.organization]),
    [organizations, user.organization],
  );
  const current = currentOrganizationId(stored, ownId, organizations);

  function choose(id: string | null) {
    if (!id || id === current) return;
    if (id === ownId) clearImpersonatedOrganizationId();
    else setImpersonatedOrganizationId(id);
    setStored(id === ownId ? null : id);
    resetClient();
    leavePage();
  }

  return (
    <Select
      w={width}
      style={{ flexShrink: 0 }}
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
