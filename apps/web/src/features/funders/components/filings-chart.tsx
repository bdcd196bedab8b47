import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { FunderFilingRow } from '../graphql/funder-filings.ts';
import { filingChartData, formatFilingAmount, statesGrantsPaid } from '../utils/filings.ts';

// Loaded lazily by the filings card: @mantine/charts and recharts stay out of the profile's chunk.

/** Revenue (and grants paid, when a 990-PF states them) per year; the table beside it holds the same figures. */
export function FilingsChart({ filings }: { filings: readonly FunderFilingRow[] }) {
  const { t, i18n } = useTranslation();
  const data = filingChartData(filings);
  const withGrants = statesGrantsPaid(filings);
  const series = [
    { name: 'revenue', label: t('funder_filings.columns.revenue'), color: 'brand.6' },
    ...(withGrants
      ? [{ name: 'grantsPaid', label: t('funder_filings.columns.grants_paid'), color: 'success.8' }]
      : []),
  ];
  const summary = data
    .map((row) => `${row.year} ${formatFilingAmount(row.revenue, { language: i18n.language })}`)
    .join(', ');
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="year"
      series={series}
      withLegend={withGrants}
      role="img"
      aria-label={t('funder_filings.chart_label', { summary })}
      valueFormatter={(value) => formatFilingAmount(value, { language: i18n.language, compact: true })}
      yAxisProps={{ width: 80 }}
    />
  );
}
