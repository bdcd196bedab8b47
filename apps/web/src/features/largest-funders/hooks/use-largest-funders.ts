import { useQuery } from 'urql';
import { LargestFundersQuery, LargestFundersYearsQuery } from '../graphql/largest-funders.ts';
import { type FunderTypeFilter, largestFundersVariables } from '../utils/largest-funders-filters.ts';

/**
 * The organisation's fiscal years, then its largest funders of the picked year (its current FY until one
 * is picked) and funder type.
 */
export function useLargestFunders(
  organizationId: string | null,
  picked: number | null,
  type: FunderTypeFilter,
) {
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
  return {
    organization,
    year,
    result: data?.getLargestFunders ?? null,
    fetching: years.fetching || fetching,
    failed: Boolean(years.error ?? error),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
