import { FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { dashboardYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ResponsivenessTable } from '../../renewals/index.ts';
import { useLargestFunders } from '../hooks/use-largest-funders.ts';
import {
  ALL_TYPES,
  type FunderTypeFilter,
  isFunderTypeFilter,
  topFundersPerProgram,
} from '../utils/largest-funders-filters.ts';
import { OverallFundersCard } from './overall-funders-card.tsx';
import { ProgramFundersCard } from './program-funders-card.tsx';

/** Largest funders (docs/product.md, Screens and routes) of the effective organisation; a new organisation starts again at its current FY. */
export function LargestFundersPage() {
  const organizationId = useEffectiveOrganization().id;
  return <LargestFunders key={organizationId ?? 'none'} organizationId={organizationId} />;
}

function LargestFunders({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FunderTypeFilter>(ALL_TYPES);
  const [picked, setPicked] = useState<number | null>(null);
  const { organization, year, result, fetching, failed, retry } = useLargestFunders(
    organizationId,
    picked,
    type,
  );
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
        loading={fetching && !result}
        error={failed && !result}
        empty={!result || result.overall.length === 0}
        emptyText={t('largest_funders.empty', { year: year ?? '' })}
        errorText={t('largest_funders.load_error')}
        retryText={t('largest_funders.retry')}
        onRetry={retry}
      >
        <OverallFundersCard rows={result?.overall} year={year} />
        <ProgramFundersCard perProgram={perProgram} year={year} />
      </ListState>
      {organizationId && <ResponsivenessTable organizationId={organizationId} />}
    </Stack>
  );
}
