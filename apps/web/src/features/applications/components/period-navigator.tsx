import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  changePeriodMode,
  isNavigable,
  type Period,
  type PeriodMode,
  periodLabel,
  shiftPeriod,
} from '../utils/period.ts';

interface PeriodNavigatorProps {
  period: Period;
  modes: readonly PeriodMode[];
  onChange: (period: Period) => void;
}

/** Month/year/all (pipeline) or all/year (report center) with previous and next arrows. */
export function PeriodNavigator({ period, modes, onChange }: PeriodNavigatorProps) {
  const { t, i18n } = useTranslation();
  const navigable = isNavigable(period.mode);
  return (
    <Group gap="xs" align="center" role="group" aria-label={t('applications.period.label')}>
      <SegmentedControl
        value={period.mode}
        onChange={(mode) => onChange(changePeriodMode(period, mode as PeriodMode))}
        data={modes.map((mode) => ({ value: mode, label: t(`applications.period.${mode}`) }))}
        aria-label={t('applications.period.label')}
      />
      {/* Arrows and label stay on one line on a phone; only the mode switch may wrap above them. */}
      <Group gap="xs" align="center" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          disabled={!navigable}
          aria-label={t('applications.period.previous')}
          onClick={() => onChange(shiftPeriod(period, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} miw={140} ta="center" aria-live="polite" data-testid="period-label">
          {period.mode === 'ALL' ? t('applications.period.all_time') : periodLabel(period, i18n.language)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          disabled={!navigable}
          aria-label={t('applications.period.next')}
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
