import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedMode } from '../hooks/use-consultant.ts';

export type OrganizationScope = 'current' | 'all';

/**
 * "This organisation" / "All my organisations": a MANAGER's own and linked ones, or, for
 * an ADMIN, "Several organisations" they pick.
 */
export function OrganizationScopeControl({
  mode,
  value,
  onChange,
}: {
  mode: CombinedMode;
  value: OrganizationScope;
  onChange: (scope: OrganizationScope) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // Side by side, the Portuguese and German labels are wider than a phone: stacked there.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Stack gap={4} className="no-print">
      <Text size="sm" fw={500} id={labelId}>
        {t('consultant.scope_label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        value={value}
        onChange={(next) => onChange(next === 'all' ? 'all' : 'current')}
        data={[
          { value: 'current', label: t('consultant.scope_current') },
          { value: 'all', label: t(mode === 'picked' ? 'consultant.scope_several' : 'consultant.scope_all') },
        ]}
      />
    </Stack>
  );
}
