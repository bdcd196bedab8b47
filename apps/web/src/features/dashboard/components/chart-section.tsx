import { Card, Center, Loader, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BoardReportSection,
  type BoardReportSelection,
  printSectionClass,
} from '../../board-report/utils/board-report-sections.ts';

interface ChartSectionProps {
  section: Extract<BoardReportSection, 'fundraisngTracker' | 'comparisonByYear' | 'fundingByType'>;
  selection: BoardReportSelection;
  children: ReactNode;
}

/** A chart card that the board report can leave out of print; the heading renders before the chart chunk. */
export function ChartSection({ section, selection, children }: ChartSectionProps) {
  const { t } = useTranslation();
  const headingId = `dashboard-section-${section}`;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      className={['board-report-section', printSectionClass(selection, section)].filter(Boolean).join(' ')}
      data-section={section}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t(`dashboard_page.sections.${section}`)}
      </Title>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Card>
  );
}
