import { RECORD_FILTERS, type RecordFilter } from '@grantflow/domain/shared/enums';
import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { fiscalYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import type { GrantListSearch } from '../../../routes/search.ts';
import { GRANT_STATUS_FILTERS, type GrantStatusFilter, isGrantStatusFilter } from '../utils/grant-filters.ts';
import { isYearBasis, readYearFilter, YEAR_BASES, yearFilterSearch } from '../utils/grant-year-filter.ts';

interface GrantListFiltersProps {
  query: GrantListSearch;
  statusFilter: GrantStatusFilter;
  record: RecordFilter;
  onRecordChange: (record: RecordFilter) => void;
}

/** The grant list's FY, FY basis and status pickers (kept in the address) and its record filter. */
export function GrantListFilters({ query, statusFilter, record, onRecordChange }: GrantListFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
          void navigate({
            to: '/grants',
            search: yearFilterSearch(status, value ? Number(value) : undefined, yearFilter.basis),
          })
        }
        allowDeselect={false}
        w={160}
      />
      <Select
        label={t('grant_year_filter.label')}
        data={YEAR_BASES.map((basis) => ({ value: basis, label: t(`grant_year_filter.${basis}`) }))}
        value={yearFilter.basis}
        onChange={(value) =>
          isYearBasis(value) &&
          void navigate({ to: '/grants', search: yearFilterSearch(status, yearFilter.year, value) })
        }
        allowDeselect={false}
        w={200}
      />
      <Select
        label={t('grants.status_filter')}
        data={GRANT_STATUS_FILTERS.map((value) => ({ value, label: t(`grants.status_filters.${value}`) }))}
        value={statusFilter}
        onChange={(value) =>
          void navigate({
            to: '/grants',
            search: yearFilterSearch(
              value && value !== 'ALL' && isGrantStatusFilter(value) ? value : undefined,
              yearFilter.year,
              yearFilter.basis,
            ),
          })
        }
        allowDeselect={false}
        // Fits the longest status in every language ("Todas as candidaturas").
        w={220}
      />
      <Select
        label={t('grants.record_filter')}
        data={RECORD_FILTERS.map((value) => ({ value, label: t(`grants.record_filters.${value}`) }))}
        value={record}
        onChange={(value) => value && onRecordChange(value as RecordFilter)}
        allowDeselect={false}
        w={170}
      />
    </>
  );
}
