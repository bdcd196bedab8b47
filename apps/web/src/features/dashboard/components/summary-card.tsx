import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { type BoardReportSelection, printOrder, printSectionClass } from '../../board-report/index.ts';
import type { DashboardApplicationRow } from '../graphql/dashboard.ts';
import {
  type CardSummary,
  cardListSearch,
  type SummaryCard as SummaryCardDefinition,
} from '../utils/summary-cards.ts';
import { PrintTable } from './print-table.tsx';

interface SummaryCardProps {
  card: SummaryCardDefinition;
  summary: CardSummary;
  year: number;
  rows: readonly DashboardApplicationRow[];
  selection: BoardReportSelection;
}

/** One summary card (docs/product.md, Screens and routes): total and count, a link to the filtered grant list, its print-only table. */
export function SummaryCard({ card, summary, year, rows, selection }: SummaryCardProps) {
  const { t } = useTranslation();
  const title = t(`dashboard_page.cards.${card.section}`);
  const sectionClass = printSectionClass(selection, card.section);
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={`dashboard-card-${card.section}`}
      className={['board-report-section', sectionClass].filter(Boolean).join(' ')}
      data-section={card.section}
      style={{ '--board-report-order': printOrder(card.section) }}
    >
      <Stack gap={4}>
        <Title order={2} size="h4" id={`dashboard-card-${card.section}`}>
          {title}
        </Title>
        <Text fz={28} fw={700} data-testid={`dashboard-card-${card.section}-total`}>
          {formatDollars(summary.total)}
        </Text>
        <Text c="dimmed" data-testid={`dashboard-card-${card.section}-count`}>
          {t('dashboard_page.count', { count: summary.count })}
        </Text>
        <Text c="dimmed" size="xs" data-testid={`dashboard-card-${card.section}-counted-by`}>
          {t(`dashboard_page.counted_by.${card.yearBy}`, { year })}
        </Text>
        <AnchorLink
          className="no-print"
          to="/grants"
          search={cardListSearch(card, year)}
          aria-label={t('dashboard_page.view_list_label', { card: title })}
          size="sm"
        >
          {t('dashboard_page.view_list')}
        </AnchorLink>
      </Stack>
      <PrintTable rows={rows} caption={t('dashboard_page.table.caption', { card: title, year })} />
    </Card>
  );
}
