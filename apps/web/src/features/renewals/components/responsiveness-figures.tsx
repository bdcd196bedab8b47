import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import type { Responsiveness } from '../graphql/renewals.ts';
import { formatMedianDays, formatWinRate } from '../utils/format-responsiveness.ts';

/** The figures of one funder as a description list (label above value), two to four per row. */
export function ResponsivenessFigures({ figures }: { figures: Responsiveness }) {
  const { t, i18n } = useTranslation();
  const none = t('renewals.responsiveness.none');
  const items: [string, string][] = [
    [t('renewals.responsiveness.win_rate'), formatWinRate(figures.winRate, i18n.language, none)],
    [t('renewals.responsiveness.median_days'), formatMedianDays(figures.medianResponseDays, t)],
    [t('renewals.responsiveness.total_awarded'), formatDollars(figures.totalAwarded)],
    [t('renewals.responsiveness.submitted'), String(figures.submitted)],
    [t('renewals.responsiveness.awarded'), String(figures.awarded)],
    [t('renewals.responsiveness.declined'), String(figures.declined)],
    [t('renewals.responsiveness.did_not_respond'), String(figures.didNotRespond)],
    [t('renewals.responsiveness.pending'), String(figures.pending)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
