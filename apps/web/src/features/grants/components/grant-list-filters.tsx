import { RECORD_FILTERS, type RecordFilter } from '@grantflow/domain/shared/enums';
import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { fiscalYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import type { GrantListSearch, GrantListView } from '../../../routes/search.ts';
import { GRANT_STATUS_FILTERS, type GrantStatusFilter, isGrantStatusFilter } from '../utils/grant-filters.ts';
import { isYearBasis, readYearFilter, YEAR_BASES, yearFilterSearch } from '../utils/grant-year-filter.ts';

interface GrantListFiltersProps {
  query: GrantListSearch;
  statusFilter: GrantStatusFilter;
  record: RecordFilter;
  view: GrantListView;
}

/** The grant list's FY, FY basis, status and record pickers, kept in the address; each starts again at page 1. */
export function GrantListFilters({ query, statusFilter, record, view }: GrantListFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The other filters (search, record) stay, and the view on screen too (a year or status alone would mean
  // history: grant-list-view.ts); the page goes back to the first.
  const apply = (change: GrantListSearch) =>
    void navigate({ to: '/grants', search: (prev) => ({ ...prev, view, ...change, page: undefined }) });
  const organization = useEffectiveOrganization();
  const { status } = query;
  const yearFilter = readYearFilter(query);
  const years = organization.currentFiscalYear
    ? yearSelectData(fiscalYearOptions(organization.currentFiscalYear), (year) =>
        t('fiscal_year.short', { year }),
      )
    : [];

  return (
    <>
      <Select
        label={t('grants.fiscal_year')}
        data={[{ value: '', label: t('grants.all_years') }, ...years]}
        value={yearFilter.year ? String(yearFilter.year) : ''}
        onChange={(value) =>
          apply(yearFilterSearch(status, value ? Number(value) : undefined, yearFilter.basis))
        }
        allowDeselect={false}
        w={160}
      />
      <Select
        label={t('grant_year_filter.label')}
        data={YEAR_BASES.map((basis) => ({ value: basis, label: t(`grant_year_filter.${basis}`) }))}
        value={yearFilter.basis}
        onChange={(value) => isYearBasis(value) && apply(yearFilterSearch(status, yearFilter.year, value))}
        allowDeselect={false}
        w={200}
      />
      <Select
        label={t('grants.status_filter')}
        data={GRANT_STATUS_FILTERS.map((value) => ({ value, label: t(`grants.status_filters.${value}`) }))}
        value={statusFilter}
        onChange={(value) =>
          apply({ status: value && value !== 'ALL' && isGrantStatusFilter(value) ? value : undefined })
        }
        allowDeselect={false}
        // The overdue view reads only applications not applied for.
        disabled={view === 'overdue'}
        // Fits the longest status in every language ("Todas as candidaturas").
        w={220}
      />
      <Select
        label={t('grants.record_filter')}
        data={RECORD_FILTERS.map((value) => ({ value, label: t(`grants.record_filters.${value}`) }))}
        value={record}
        onChange={(value) => {
          const next = RECORD_FILTERS.find((r) => r === value);
          if (next) apply({ record: next === 'ALL' ? undefined : next });
        }}
        allowDeselect={false}
        w={170}
      />
    </>
  );
}
