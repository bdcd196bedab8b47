import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COLORS, type ItemCategory, TIMING_COLORS } from '../utils/calendar-items.ts';

const CATEGORIES: readonly ItemCategory[] = ['grant', 'report_required', 'report_courtesy', 'task'];

function Swatch({ background, edge, dashed }: { background: string; edge: string; dashed?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 18,
        height: 12,
        borderRadius: 3,
        background,
        borderLeft: `4px ${dashed ? 'dashed' : 'solid'} ${edge}`,
      }}
    />
  );
}

/** What the tints and edges mean; the items' accessible names say the same in words. */
export function CalendarLegend() {
  const { t } = useTranslation();
  const entries = [
    ...CATEGORIES.map((category) => ({
      key: category,
      label: t(`calendar.kinds.${category}`),
      background: `var(--mantine-color-${CATEGORY_COLORS[category]}-0)`,
      edge: `var(--mantine-color-${CATEGORY_COLORS[category]}-6)`,
      dashed: category === 'report_courtesy',
    })),
    {
      key: 'overdue',
      label: t('calendar.legend_overdue'),
      background: 'var(--mantine-color-gray-0)',
      edge: `var(--mantine-color-${TIMING_COLORS.overdue}-6)`,
      dashed: false,
    },
    {
      key: 'soon',
      label: t('calendar.legend_soon'),
      background: 'var(--mantine-color-gray-0)',
      edge: `var(--mantine-color-${TIMING_COLORS.soon}-6)`,
      dashed: false,
    },
  ];
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('calendar.legend')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {entries.map((entry) => (
        <Group component="li" key={entry.key} gap={6} wrap="nowrap">
          <Swatch background={entry.background} edge={entry.edge} dashed={entry.dashed} />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
