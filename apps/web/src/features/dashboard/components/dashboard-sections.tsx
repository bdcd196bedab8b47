import { SimpleGrid, Text } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../graphql/graphql.ts';
import { loadChunk } from '../../../lib/chunk-loader.ts';
import type { BoardReportSelection } from '../../board-report/index.ts';
import type { DashboardApplicationsQuery, DashboardOrganization } from '../graphql/dashboard.ts';
import { cardSummary, SUMMARY_CARDS } from '../utils/summary-cards.ts';
import { ChartSection } from './chart-section.tsx';
import { SummaryCard } from './summary-card.tsx';

// Fetched when the first chart comes near the viewport (chart-section.tsx), not with the page: the charts'
// chunk is the largest of the dashboard and nothing above the fold on a phone needs it.
const charts = () => loadChunk(() => import('./dashboard-charts.tsx'));
const FundraisingTrackerChart = lazy(() => charts().then((m) => ({ default: m.FundraisingTrackerChart })));
const ComparisonByYearChart = lazy(() => charts().then((m) => ({ default: m.ComparisonByYearChart })));
const FundingByTypeChart = lazy(() => charts().then((m) => ({ default: m.FundingByTypeChart })));

interface DashboardSectionsProps {
  dashboard: DashboardOrganization;
  rows: ResultOf<typeof DashboardApplicationsQuery> | null;
  year: number;
  selection: BoardReportSelection;
  /** The board report has been opened: every chart mounts, off screen too, to be printed. */
  forceMount: boolean;
}

/** The fiscal year's summary cards and charts, each printed when the board report selects it. */
export function DashboardSections({ dashboard, rows, year, selection, forceMount }: DashboardSectionsProps) {
  const { t } = useTranslation();
  const yearRow = dashboard.awardsByYear.find((r) => r.year === year);
  const hasActivity = yearRow
    ? yearRow.requestedCount + yearRow.awardedCount + yearRow.pendingCount > 0
    : false;
  return (
    <>
      {!hasActivity && (
        <Text c="dimmed" role="status">
          {t('dashboard_page.no_data', { year })}
        </Text>
      )}
      {/* On paper the groups give way (board-report-print.css), so the sections follow the modal's order. */}
      <SimpleGrid cols={{ base: 1, md: 3 }} className="board-report-group">
        {SUMMARY_CARDS.map((card) => (
          <SummaryCard
            key={card.section}
            card={card}
            year={year}
            summary={cardSummary(dashboard.awardsByYear, year, card)}
            rows={rows?.[card.rows] ?? []}
            selection={selection}
          />
        ))}
      </SimpleGrid>
      <ChartSection section="fundraisngTracker" selection={selection} forceMount={forceMount} height={144}>
        <FundraisingTrackerChart
          goal={dashboard.currentYearGoal.overall.goal}
          achieved={dashboard.currentYearGoal.overall.achieved}
          year={year}
        />
      </ChartSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} className="board-report-group">
        <ChartSection section="comparisonByYear" selection={selection} forceMount={forceMount} height={260}>
          <ComparisonByYearChart rows={dashboard.awardsByYear} />
        </ChartSection>
        <ChartSection section="fundingByType" selection={selection} forceMount={forceMount} height={260}>
          <FundingByTypeChart counts={dashboard.funderTypesCount} year={year} />
        </ChartSection>
      </SimpleGrid>
    </>
  );
}
