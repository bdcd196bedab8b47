import { isWireDate } from '@grantflow/domain/dates/calendar-date';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OPPORTUNITY_STATUSES,
  type OpportunitiesSearch,
  type OpportunityStatusFilter,
} from '../../../routes/opportunities-search.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import { rangeInvalid } from '../utils/opportunity-filters.ts';

interface OpportunityFiltersProps {
  query: OpportunitiesSearch;
  /** The search box's and agency field's text as typed (the address follows once typing stops). */
  text: { search: string; agency: string };
  onText: (text: { search: string; agency: string }) => void;
  onChange: (change: Partial<Omit<OpportunitiesSearch, 'page'>>) => void;
  onClear: () => void;
  narrowed: boolean;
}

/** The search box and every filter searchOpportunities has: status, close-date range, agency. */
export function OpportunityFilters({
  query,
  text,
  onText,
  onChange,
  onClear,
  narrowed,
}: OpportunityFiltersProps) {
  const { t } = useTranslation();
  const statusOptions = OPPORTUNITY_STATUSES.map((value) => ({
    value,
    label: t(`opportunities.statuses.${value}`),
  }));
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label={t('opportunities.filters')}>
      <SearchInput
        label={t('opportunities.search')}
        placeholder={t('opportunities.search_placeholder')}
        value={text.search}
        onChange={(search) => onText({ ...text, search })}
        style={{ flex: '2 1 260px' }}
      />
      <Select
        label={t('opportunities.status')}
        placeholder={t('opportunities.any_status')}
        data={statusOptions}
        value={query.state ?? null}
        onChange={(value) => onChange({ state: (value as OpportunityStatusFilter | null) ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': t('opportunities.any_status') }}
        style={{ flex: '1 1 150px' }}
      />
      <DateField
        label={t('opportunities.close_from')}
        value={query.closeFrom ?? null}
        onChange={(value) => onChange({ closeFrom: isWireDate(value) ? value : undefined })}
        style={{ flex: '1 1 160px' }}
      />
      <DateField
        label={t('opportunities.close_to')}
        value={query.closeTo ?? null}
        onChange={(value) => onChange({ closeTo: isWireDate(value) ? value : undefined })}
        error={rangeInvalid(query) ? t('opportunities.range_invalid') : undefined}
        style={{ flex: '1 1 160px' }}
      />
      <TextInput
        label={t('opportunities.agency')}
        placeholder={t('opportunities.agency_placeholder')}
        value={text.agency}
        onChange={(event) => onText({ ...text, agency: event.currentTarget.value })}
        style={{ flex: '1 1 180px' }}
      />
      {narrowed && (
        <Button variant="subtle" onClick={onClear}>
          {t('opportunities.clear_filters')}
        </Button>
      )}
    </Group>
  );
}
