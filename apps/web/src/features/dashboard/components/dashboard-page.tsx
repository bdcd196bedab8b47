import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { loadChunk } from '../../../lib/chunk-loader.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import './board-report-print.css';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { dashboardYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import {
  type BoardReportSelection,
  DEFAULT_BOARD_REPORT,
  loadBoardReportModal,
} from '../../board-report/index.ts';
import { loadCreateGrantModal } from '../../grants/index.ts';
import { RENEWALS_WITHIN_DAYS, RenewalsCard, RenewalsQuery } from '../../renewals/index.ts';
import { DashboardApplicationsQuery, DashboardQuery } from '../graphql/dashboard.ts';
import { cardSummary, SUMMARY_CARDS } from '../utils/summary-cards.ts';
import { ChartSection } from './chart-section.tsx';
import { SummaryCard } from './summary-card.tsx';

// Fetched when the first chart comes near the viewport (chart-section.tsx), not with the page: the charts'
// chunk is the largest of the dashboard and nothing above the fold on a phone needs it.
const charts = () => loadChunk(() => import('./dashboard-charts.tsx'));
// The two modals (the grant form with its date inputs and zod, the board report) load when opened.
const CreateGrantModal = lazy(() => loadCreateGrantModal().then((m) => ({ default: m.CreateGrantModal })));
const BoardReportModal = lazy(() =>
  loadBoardReportModal().then((m) => ({
    default: m.BoardReportModal,
  })),
);
const FundraisingTrackerChart = lazy(() => charts().then((m) => ({ default: m.FundraisingTrackerChart })));
const ComparisonByYearChart = lazy(() => charts().then((m) => ({ default: m.ComparisonByYearChart })));
const FundingByTypeChart = lazy(() => charts().then((m) => ({ default: m.FundingByTypeChart })));

/** Dashboard (docs/product.md, Screens and routes) of the effective organisation; a new organisation starts again at its current FY. */
export function DashboardPage() {
  const organizationId = useEffectiveOrganization().id;
  return <Dashboard key={organizationId ?? 'none'} organizationId={organizationId} />;
}

function Dashboard({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [picked, setPicked] = useState<number | null>(null);
  const [selection, setSelection] = useState<BoardReportSelection>(DEFAULT_BOARD_REPORT);
  const [dialog, setDialog] = useState<'grant' | 'board' | null>(null);
  const grantModalMounted = useOpenedOnce(dialog === 'grant');
  const boardModalMounted = useOpenedOnce(dialog === 'board');

  // Without a pick the API answers for the organisation's current fiscal year.
  const [{ data: currentData, fetching: currentFetching, error }, reexecute] = useQuery({
    query: DashboardQuery,
    variables: { id: organizationId ?? '', currentFy: picked },
    pause: !organizationId,
  });
  const [{ data: currentApplications, fetching: currentApplicationsFetching }, reexecuteApplications] =
    useQuery({
      query: DashboardApplicationsQuery,
      variables: { organizationId, fiscalYear: picked },
      pause: !organizationId,
    });
  // The renewals card above the summary grows when its rows arrive; the cards and charts wait until it has
  // settled (rows or error), so they are never pushed down once shown (layout shift). The same query and
  // variables as the card's: urql sends one request for both.
  const [renewals] = useQuery({
    query: RenewalsQuery,
    variables: { organizationId: organizationId ?? '', withinDays: RENEWALS_WITHIN_DAYS },
    pause: !organizationId,
  });
  // The answers render in a deferred, time-sliced pass (as the grant list's rows do): an answer first
  // re-renders the page as it was, then the cards in slices instead of one long task. The renewals card
  // defers its rows alike, so both show in the same pass and the cards never appear above a card still growing.
  const data = useDeferredValue(currentData);
  const fetching = useDeferredValue(currentFetching);
  const applicationsData = useDeferredValue(currentApplications);
  const applicationsFetching = useDeferredValue(currentApplicationsFetching);
  const renewalsData = useDeferredValue(renewals.data);
  const renewalsSettled = !organizationId || renewalsData !== undefined || renewals.error !== undefined;
  const refetch = () => {
    reexecute({ requestPolicy: 'network-only' });
    reexecuteApplications({ requestPolicy: 'network-only' });
  };

  // Screen tests answer every query with currentUser only, so the organisation may be missing.
  const dashboard = data?.getOrganization ?? null;
  const currentFy = dashboard?.currentFiscalYear ?? user?.organization.currentFiscalYear ?? null;
  const year = picked ?? currentFy;
  const name = dashboard?.name ?? user?.organization.name ?? '';
  const rows = applicationsData ?? null;
  const loaded = dashboard !== null && rows !== null && !fetching && !applicationsFetching;
  const years = currentFy ? dashboardYearOptions(currentFy, dashboard?.firstFiscalYear ?? currentFy) : [];
  const yearRow = dashboard?.awardsByYear.find((r) => r.year === year);
  const hasActivity = yearRow
    ? yearRow.requestedCount + yearRow.awardedCount + yearRow.pendingCount > 0
    : false;

  return (
    <Stack className="board-report-page">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle documentTitle={t('pages.dashboard')}>{t('dashboard.title')}</PageTitle>
        <Group className="no-print" align="flex-end" mb="md">
          <Select
            label={t('dashboard_page.fiscal_year')}
            data={yearSelectData(years, (year) => t('fiscal_year.short', { year }))}
            value={year ? String(year) : null}
            onChange={(value) => value && setPicked(Number(value))}
            allowDeselect={false}
            w={140}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('grant')}>
            {t('dashboard_page.add_grant')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!loaded}
            onClick={() => setDialog('board')}
          >
            {t('dashboard_page.board_report')}
          </Button>
        </Group>
      </Group>

      {/* No aria-label: a paragraph may not carry a name, and one would be read in place of the name and year. */}
      <Text fw={600}>
        <span data-testid="dashboard-organization">{name}</span>
        {' · '}
        <span data-testid="dashboard-fiscal-year">{year ? t('dashboard_page.fy', { year }) : ''}</span>
      </Text>

      {/* Its own query and states: renewals show while the charts load, and survive their failure. */}
      {organizationId && (
        <div className="no-print">
          <RenewalsCard organizationId={organizationId} />
        </div>
      )}

      {error && !dashboard ? (
        <Alert color="error" role="alert" title={t('dashboard_page.load_error')}>
          <Button variant="light" color="error" size="xs" onClick={refetch}>
            {t('dashboard_page.retry')}
          </Button>
        </Alert>
      ) : !dashboard || year === null || !renewalsSettled ? (
        // While the renewals card loads it shows the one loader: a second one below it would be pushed down.
        renewalsSettled &&
        (fetching || !organizationId) && (
          // Shown until the deferred pass has rendered the answer, not only while it is fetched.
          <LoadingStatus py="xl" />
        )
      ) : (
        <>
          {!hasActivity && (
            <Text c="dimmed" role="status">
              {t('dashboard_page.no_data', { year })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
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
          <ChartSection
            section="fundraisngTracker"
            selection={selection}
            forceMount={boardModalMounted}
            height={144}
          >
            <FundraisingTrackerChart
              goal={dashboard.currentYearGoal.overall.goal}
              achieved={dashboard.currentYearGoal.overall.achieved}
              year={year}
            />
          </ChartSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ChartSection
              section="comparisonByYear"
              selection={selection}
              forceMount={boardModalMounted}
              height={260}
            >
              <ComparisonByYearChart rows={dashboard.awardsByYear} />
            </ChartSection>
            <ChartSection
              section="fundingByType"
              selection={selection}
              forceMount={boardModalMounted}
              height={260}
            >
              <FundingByTypeChart counts={dashboard.funderTypesCount} year={year} />
            </ChartSection>
          </SimpleGrid>
        </>
      )}

      <Suspense fallback={null}>
        {grantModalMounted && (
          <CreateGrantModal
            opened={dialog === 'grant'}
            onClose={() => setDialog(null)}
            onCreated={() => {
              setDialog(null);
              refetch();
            }}
          />
        )}
        {boardModalMounted && (
          <BoardReportModal
            opened={dialog === 'board'}
            initial={selection}
            onClose={() => setDialog(null)}
            onSelect={setSelection}
          />
        )}
      </Suspense>
    </Stack>
  );
}
