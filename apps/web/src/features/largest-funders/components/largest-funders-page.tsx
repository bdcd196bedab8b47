import { FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import { Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { dashboardYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import { formatDollars } from '../../../lib/money.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { ResponsivenessTable } from '../../renewals/index.ts';
import { LargestFundersQuery, LargestFundersYearsQuery } from '../graphql/largest-funders.ts';
import {
  ALL_TYPES,
  type FunderTypeFilter,
  isFunderTypeFilter,
  largestFundersVariables,
  topFundersPerProgram,
} from '../utils/largest-funders-filters.ts';

/** Largest funders (docs/product.md, Screens and routes) of the effective organisation; a new organisation starts again at its current FY. */
export function LargestFundersPage() {
  const organizationId = useEffectiveOrganization().id;
  return <LargestFunders key={organizationId ?? 'none'} organizationId={organizationId} />;
}

function LargestFunders({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FunderTypeFilter>(ALL_TYPES);
  const [picked, setPicked] = useState<number | null>(null);

  const [years] = useQuery({
    query: LargestFundersYearsQuery,
    variables: { id: organizationId ?? '' },
    pause: !organizationId,
  });
  const organization = years.data?.getOrganization ?? null;
  const year = picked ?? organization?.currentFiscalYear ?? null;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LargestFundersQuery,
    variables:
      organization && year !== null
        ? largestFundersVariables({
            organizationId: organization.id,
            year,
            fiscalYearStart: organization.fiscalYearStart,
            type,
          })
        : {},
    pause: !organization || year === null,
  });
  const result = data?.getLargestFunders ?? null;
  const perProgram = result ? topFundersPerProgram(result.programs) : [];
  const yearOptions = organization
    ? dashboardYearOptions(organization.currentFiscalYear, organization.firstFiscalYear)
    : [];

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.largest_funders')}>{t('largest_funders.title')}</PageTitle>
      <Group align="flex-end">
        <Select
          label={t('largest_funders.type')}
          data={[
            { value: ALL_TYPES, label: t('largest_funders.all_types') },
            ...FUNDER_TYPES.map((value) => ({ value, label: t(`funders.types.${value}`) })),
          ]}
          value={type}
          onChange={(value) => isFunderTypeFilter(value) && setType(value)}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('largest_funders.fiscal_year')}
          data={yearSelectData(yearOptions, (year) => t('fiscal_year.short', { year }))}
          value={year === null ? null : String(year)}
          onChange={(value) => value && setPicked(Number(value))}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <ListState
        variant="page"
        loading={(years.fetching || fetching) && !result}
        error={Boolean(years.error ?? error) && !result}
        empty={!result || result.overall.length === 0}
        emptyText={t('largest_funders.empty', { year: year ?? '' })}
        errorText={t('largest_funders.load_error')}
        retryText={t('largest_funders.retry')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      >
        <Card withBorder padding="lg" component="section" aria-labelledby="largest-funders-overall">
          <Title order={2} size="h4" id="largest-funders-overall" mb="sm">
            {t('largest_funders.overall_title')}
          </Title>
          {/* On the narrowest phones a long word in a head can make a table a few pixels wider than the
              card; it scrolls then, instead of being cut at the card's edge. */}
          <Table.ScrollContainer minWidth={0}>
            <Table striped>
              <Table.Caption>{t('largest_funders.overall_caption', { year })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('largest_funders.columns.rank')}</Table.Th>
                  <Table.Th>{t('largest_funders.columns.funder')}</Table.Th>
                  <Table.Th>{t('largest_funders.columns.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result?.overall.map((row, index) => (
                  <Table.Tr key={row.funder.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <AnchorLink to="/funder/$id" params={{ id: row.funder.id }}>
                        {row.funder.name}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{formatDollars(row.totalAwardAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="largest-funders-programs">
          <Title order={2} size="h4" id="largest-funders-programs" mb="sm">
            {t('largest_funders.per_program_title')}
          </Title>
          <Table.ScrollContainer minWidth={0}>
            <Table striped>
              <Table.Caption>{t('largest_funders.per_program_caption', { year })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('largest_funders.columns.program')}</Table.Th>
                  <Table.Th>{t('largest_funders.columns.funders')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {perProgram.map((entry) => (
                  <Table.Tr key={entry.program.id}>
                    <Table.Td>{entry.program.name}</Table.Td>
                    <Table.Td>
                      <List size="sm" listStyleType="none">
                        {entry.funders.map((row) => (
                          <List.Item key={row.funder.id}>
                            <AnchorLink to="/funder/$id" params={{ id: row.funder.id }}>
                              {row.funder.name}
                            </AnchorLink>{' '}
                            ({formatDollars(row.awardedAmount)})
                          </List.Item>
                        ))}
                      </List>
                      {entry.more > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('largest_funders.more', { count: entry.more })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </ListState>
      {organizationId && <ResponsivenessTable organizationId={organizationId} />}
    </Stack>
  );
}
