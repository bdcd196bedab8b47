import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FunderFilingRow } from '../graphql/funder-filings.ts';
import { formatFilingAmount } from '../utils/filings.ts';

/** The stored filings by year, newest first: the chart's figures as text (and its accessible form). */
export function FilingsTable({ filings }: { filings: readonly FunderFilingRow[] }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number | null) => formatFilingAmount(amount, { language: i18n.language });
  const rows = [...filings].sort((a, b) => b.year - a.year);
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table striped highlightOnHover>
        <Table.Caption>
          <VisuallyHidden>{t('funder_filings.table_caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('funder_filings.columns.year')}</Table.Th>
            <Table.Th scope="col">{t('funder_filings.columns.form')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('funder_filings.columns.revenue')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('funder_filings.columns.assets')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('funder_filings.columns.grants_paid')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((filing) => (
            <Table.Tr key={`${filing.year}-${filing.formType}`}>
              <Table.Th scope="row">{filing.year}</Table.Th>
              <Table.Td>
                {/* The form links to the filing itself: a separate "view" column made each phone row five lines tall. */}
                <Anchor
                  href={filing.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={`${filing.formType}: ${t('funder_filings.view_filing', { year: filing.year })}`}
                >
                  {filing.formType}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{money(filing.revenue)}</Table.Td>
              <Table.Td ta="right">{money(filing.assets)}</Table.Td>
              <Table.Td ta="right">{money(filing.grantsPaid)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
