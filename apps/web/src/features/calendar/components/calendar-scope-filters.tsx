import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganizationScopeControl, PickedOrganizationsInput } from '../../consultant/index.ts';
import type { useCalendarDeadlines } from '../hooks/use-calendar-deadlines.ts';

type CalendarDeadlines = ReturnType<typeof useCalendarDeadlines>;

interface CalendarScopeFiltersProps {
  deadlines: CalendarDeadlines;
}

/** "All my organisations" for whoever has several: the scope, an admin's pick, and one organisation at a time. */
export function CalendarScopeFilters({ deadlines }: CalendarScopeFiltersProps) {
  const { t } = useTranslation();
  const { organizationScope, nonePicked, organizations, shown, setShownOrganization } = deadlines;
  const { mode, combined } = organizationScope;
  if (!mode) return null;
  return (
    <Group align="flex-end" wrap="wrap">
      <OrganizationScopeControl
        mode={mode}
        value={organizationScope.scope}
        onChange={organizationScope.setScope}
      />
      {combined && mode === 'picked' && (
        <PickedOrganizationsInput value={organizationScope.picked} onChange={organizationScope.setPicked} />
      )}
      {combined && !nonePicked && (
        <Select
          label={t('consultant.organization_filter')}
          data={[
            { value: '', label: t('consultant.organization_filter_all') },
            ...organizations.map((organization) => ({
              value: organization.id,
              label: organization.name,
            })),
          ]}
          value={shown}
          onChange={(value) => setShownOrganization(value ?? '')}
          allowDeselect={false}
          w={260}
        />
      )}
    </Group>
  );
}
