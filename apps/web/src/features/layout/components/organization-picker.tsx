import { Select, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpersonatedOrganizationId } from '../../../hooks/use-impersonated-organization-id.ts';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import {
  clearImpersonatedOrganizationId,
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
  /**
   * The drawer's full width on phones. Absent in the header, whose stylesheet sizes it: 320 px on wide
   * screens, narrower on laptops so the navigation keeps its links (docs/product.md, Screens and routes).
   */
  width?: number | string;
}

/** The acting organisation (docs/product.md, Screens and routes; Users and roles). A stored choice no longer offered is dropped by ImpersonationGuard. */
export function OrganizationPicker({ user, width }: OrganizationPickerProps) {
  const { t } = useTranslation();
  const resetClient = useResetGraphqlClient();
  const leavePage = useLeavePageOnOrganizationChange();
  const { organizations } = useImpersonableOrganizations(user);
  const stored = useImpersonatedOrganizationId();
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
    resetClient();
    leavePage();
  }

  const currentName = sorted.find((o) => o.id === current)?.name ?? user.organization.name;
  const inHeader = width === undefined;
  const select = (
    <Select
      w={width}
      className={inHeader ? 'header-organization-picker' : undefined}
      style={{ flexShrink: 0 }}
      aria-label={t('header.organization_picker')}
      placeholder={t('header.organization_picker_placeholder')}
      data={sorted.map((o) => ({ value: o.id, label: o.name, disabled: o.id === current }))}
      value={current}
      onChange={choose}
      allowDeselect={false}
      searchable
      nothingFoundMessage="—"
      // On a laptop a long name is cut in the header; the tooltip (and the list) show it whole.
      data-truncated={inHeader ? 'tooltip' : undefined}
    />
  );
  return inHeader ? (
    <Tooltip label={currentName} openDelay={300}>
      {select}
    </Tooltip>
  ) : (
    select
  );
}
