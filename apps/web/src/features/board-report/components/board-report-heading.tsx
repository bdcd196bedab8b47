import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

interface BoardReportHeadingProps {
  organization: string;
  year: number;
  /** The day printed, yyyy-MM-dd (the reader's own today). */
  today: string;
}

/** The printed board report's first lines (paper only): its title, the organisation and fiscal year, the print date. */
export function BoardReportHeading({ organization, year, today }: BoardReportHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} className="print-only board-report-heading" data-testid="board-report-heading">
      <Title order={1} size="h2">
        {t('board_report.heading')}
      </Title>
      <Text fw={600}>{t('board_report.details', { organization, year })}</Text>
      <Text size="sm" c="dimmed">
        {t('board_report.printed_on', { date: formatDate(today) })}
      </Text>
    </Stack>
  );
}
