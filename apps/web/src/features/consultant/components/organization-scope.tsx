import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type OrganizationScope = 'current' | 'all';

/** "This organisation" / "All my organisations" (issue 14 item 3), offered to managers only. */
export function OrganizationScopeControl({
  value,
  onChange,
}: {
  value: OrganizationScope;
  onChange: (scope: OrganizationScope) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4} className="no-print">
      <Text size="sm" fw={500} id={labelId}>
        {t('consultant.scope_label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next === 'all' ? 'all' : 'current')}
        data={[
          { value: 'current', label: t('consultant.scope_current') },
          { value: 'all', label: t('consultant.scope_all') },
        ]}
      />
    </Stack>
  );
}
