import { Button, Group, Select } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { yearSelectData } from '../../../lib/fiscal-years.ts';
import { PageTitle } from '../../../ui/page-title.tsx';

interface DashboardHeaderProps {
  years: readonly number[];
  year: number | null;
  onPickYear: (year: number) => void;
  /** The board report waits for the dashboard's answers. */
  loaded: boolean;
  onAddGrant: () => void;
  onBoardReport: () => void;
}

/** The dashboard's title, its fiscal-year pick, Add grant and Board report (neither printed). */
export function DashboardHeader({
  years,
  year,
  onPickYear,
  loaded,
  onAddGrant,
  onBoardReport,
}: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    // Not on paper: the board report prints its own heading (BoardReportHeading).
    <Group className="no-print" justify="space-between" align="flex-end" wrap="wrap">
      <PageTitle documentTitle={t('pages.dashboard')}>{t('dashboard.title')}</PageTitle>
      <Group className="no-print" align="flex-end" mb="md">
        <Select
          label={t('dashboard_page.fiscal_year')}
          data={yearSelectData(years, (year) => t('fiscal_year.short', { year }))}
          value={year ? String(year) : null}
          onChange={(value) => value && onPickYear(Number(value))}
          allowDeselect={false}
          w={140}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddGrant}>
          {t('dashboard_page.add_grant')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={!loaded}
          onClick={onBoardReport}
        >
          {t('dashboard_page.board_report')}
        </Button>
      </Group>
    </Group>
  );
}
