import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import './board-report-print.css';
import { localToday } from '@grantflow/validation/dates';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { dashboardYearOptions } from '../../../lib/fiscal-years.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import {
  BoardReportHeading,
  type BoardReportSelection,
  DEFAULT_BOARD_REPORT,
  loadBoardReportModal,
} from '../../board-report/index.ts';
import { loadCreateGrantModal } from '../../grants/index.ts';
import { RenewalsCard } from '../../renewals/index.ts';
import { useDashboardData } from '../hooks/use-dashboard-data.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { DashboardSections } from './dashboard-sections.tsx';
import { FirstStepsChecklist } from './first-steps-checklist.tsx';

// The two modals (the grant form with its date inputs and zod, the board report) load when opened.
const CreateGrantModal = lazy(() => loadCreateGrantModal().then((m) => ({ default: m.CreateGrantModal })));
const BoardReportModal = lazy(() =>
  loadBoardReportModal().then((m) => ({
    default: m.BoardReportModal,
  })),
);

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
  const { dashboard, rows, fetching, applicationsFetching, error, renewalsSettled, refetch } =
    useDashboardData(organizationId, picked);

  const currentFy = dashboard?.currentFiscalYear ?? user?.organization.currentFiscalYear ?? null;
  const year = picked ?? currentFy;
  const name = dashboard?.name ?? user?.organization.name ?? '';
  const loaded = dashboard !== null && rows !== null && !fetching && !applicationsFetching;
  const years = currentFy ? dashboardYearOptions(currentFy, dashboard?.firstFiscalYear ?? currentFy) : [];

  return (
    <Stack className="board-report-page">
      <DashboardHeader
        years={years}
        year={year}
        onPickYear={setPicked}
        loaded={loaded}
        onAddGrant={() => setDialog('grant')}
        onBoardReport={() => setDialog('board')}
      />

      {/* No aria-label: a paragraph may not carry a name, and one would be read in place of the name and year. */}
      {year !== null && <BoardReportHeading organization={name} year={year} today={localToday()} />}

      <Text fw={600} className="no-print">
        <span data-testid="dashboard-organization">{name}</span>
        {' · '}
        <span data-testid="dashboard-fiscal-year">{year ? t('dashboard_page.fy', { year }) : ''}</span>
      </Text>

      {organizationId && <FirstStepsChecklist organizationId={organizationId} />}

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
        <DashboardSections
          dashboard={dashboard}
          rows={rows}
          year={year}
          selection={selection}
          forceMount={boardModalMounted}
        />
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
