import '@mantine/charts/styles.css';
import { BarChart, BulletChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';
import { formatDollars } from '../../../lib/money.ts';
import type { AwardsByYearRow, FunderTypesCount } from '../graphql/dashboard.ts';
import { bulletChartModel } from '../utils/bullet-chart.ts';
import {
  comparisonByYearData,
  fundingByTypeData,
  hasComparisonData,
  hasFundingByTypeData,
} from '../utils/chart-data.ts';
import { formatDollarsCompact } from '../utils/money.ts';

// Loaded lazily by the dashboard page: @mantine/charts and recharts stay out of the main chunk.

const BAND_COLORS = ['gray.5', 'gray.4', 'gray.3', 'gray.2'] as const;

function Empty({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" py="md" role="status">
      {children}
    </Text>
  );
}

export function FundraisingTrackerChart({
  goal,
  achieved,
  year,
}: {
  goal: number;
  achieved: number;
  year: number;
}) {
  const { t } = useTranslation();
  const model = bulletChartModel(goal, achieved);
  if (!model) return <Empty>{t('dashboard_page.tracker.no_goal', { year })}</Empty>;
  const summary = t('dashboard_page.tracker.summary', {
    achieved: formatDollars(achieved),
    goal: formatDollars(goal),
    rate: formatPercent(model.achievedShare),
  });
  return (
    <Stack gap="xs">
      {/* The last range's label is centred on the chart's right end: room for its half ('1,6 Mio. €'). */}
      <Box pr={48}>
        <BulletChart
          role="img"
          aria-label={summary}
          value={achieved}
          target={goal}
          ranges={model.bands.map((band, index) => ({
            value: band.value,
            color: BAND_COLORS[index] ?? 'gray.2',
            label: formatPercent(band.share),
          }))}
          barColor="brand.6"
          targetColor="dark.7"
          valueFormatter={formatDollarsCompact}
          size={40}
          barSize={16}
          mt="lg"
          mb="lg"
        />
      </Box>
      <Text size="sm">{summary}</Text>
      {goal > achieved && (
        <Text size="sm" c="dimmed">
          {t('dashboard_page.tracker.missing', { missing: formatDollars(goal - achieved) })}
        </Text>
      )}
    </Stack>
  );
}

export function ComparisonByYearChart({ rows }: { rows: readonly AwardsByYearRow[] }) {
  const { t } = useTranslation();
  const data = comparisonByYearData(rows, (year) => t('dashboard_page.fy', { year }));
  const current = rows.at(-1)?.year;
  if (!hasComparisonData(data)) return <Empty>{t('dashboard_page.chart_empty', { year: current })}</Empty>;
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 80, interval: 0 }}
      valueFormatter={formatDollarsCompact}
      withLegend
      series={[
        { name: 'awarded', label: t('dashboard_page.series.awarded'), color: 'success.6' },
        { name: 'pending', label: t('dashboard_page.series.pending'), color: 'warning.6' },
        { name: 'requested', label: t('dashboard_page.series.requested'), color: 'brand.6' },
      ]}
    />
  );
}

export function FundingByTypeChart({ counts, year }: { counts: FunderTypesCount; year: number }) {
  const { t } = useTranslation();
  const data = fundingByTypeData(counts, (type) => t(`dashboard_page.funder_types.${type}`));
  if (!hasFundingByTypeData(data)) return <Empty>{t('dashboard_page.chart_empty', { year })}</Empty>;
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 130, interval: 0 }}
      valueFormatter={formatDollarsCompact}
      series={[{ name: 'amount', label: t('dashboard_page.series.amount'), color: 'brand.6' }]}
    />
  );
}
