import { Box, Card, Title } from '@mantine/core';
import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import {
  type BoardReportSection,
  type BoardReportSelection,
  printOrder,
  printSectionClass,
} from '../../board-report/index.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';

interface ChartSectionProps {
  section: Extract<BoardReportSection, 'fundraisngTracker' | 'comparisonByYear' | 'fundingByType'>;
  selection: BoardReportSelection;
  /** The chart's height: its loader holds the place, so nothing below moves when the chart arrives. */
  height: number;
  /** Mount the chart even off screen: the board report is about to be printed. */
  forceMount: boolean;
  children: ReactNode;
}

/** A chart card that the board report can leave out of print; the heading renders before the chart chunk. */
export function ChartSection({ section, selection, height, forceMount, children }: ChartSectionProps) {
  const { t } = useTranslation();
  const headingId = `dashboard-section-${section}`;
  // recharts is the costliest part of the dashboard to download and to render, so a chart mounts only when
  // its card comes near the viewport (on a phone the charts are below the summary cards), and then in a
  // transition: React renders it in slices between which the browser paints and answers input.
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, forceMount);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (near) startTransition(() => setMounted(true));
  }, [near]);
  // Off screen the card only keeps the chart's place; once the chart is on its way a loader shows.
  const placeholder = near ? (
    <LoadingStatus mih={height} loaderSize="sm" live={false} />
  ) : (
    <Box mih={height} />
  );
  return (
    <Card
      ref={ref}
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      className={['board-report-section', printSectionClass(selection, section)].filter(Boolean).join(' ')}
      data-section={section}
      style={{ '--board-report-order': printOrder(section) }}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t(`dashboard_page.sections.${section}`)}
      </Title>
      {mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Card>
  );
}
