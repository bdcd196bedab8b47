import { useDeferredValue } from 'react';
import { useQuery } from 'urql';
import { RENEWALS_WITHIN_DAYS, RenewalsQuery } from '../../renewals/index.ts';
import { DashboardApplicationsQuery, DashboardQuery } from '../graphql/dashboard.ts';

/**
 * The dashboard of an organisation for the picked fiscal year (`null`: the organisation's current one) and the
 * applications its cards list, both as a deferred pass renders them; `renewalsSettled` once the renewals card
 * above them has its rows or its error.
 */
export function useDashboardData(organizationId: string | null, picked: number | null) {
  // Without a pick the API answers for the organisation's current fiscal year.
  const [{ data: currentData, fetching: currentFetching, error }, reexecute] = useQuery({
    query: DashboardQuery,
    variables: { id: organizationId ?? '', currentFy: picked },
    pause: !organizationId,
  });
  const [{ data: currentApplications, fetching: currentApplicationsFetching }, reexecuteApplications] =
    useQuery({
      query: DashboardApplicationsQuery,
      variables: { organizationId, fiscalYear: picked },
      pause: !organizationId,
    });
  // The renewals card above the summary grows when its rows arrive; the cards and charts wait until it has
  // settled (rows or error), so they are never pushed down once shown (layout shift). The same query and
  // variables as the card's: urql sends one request for both.
  const [renewals] = useQuery({
    query: RenewalsQuery,
    variables: { organizationId: organizationId ?? '', withinDays: RENEWALS_WITHIN_DAYS },
    pause: !organizationId,
  });
  // The answers render in a deferred, time-sliced pass (as the grant list's rows do): an answer first
  // re-renders the page as it was, then the cards in slices instead of one long task. The renewals card
  // defers its rows alike, so both show in the same pass and the cards never appear above a card still growing.
  const data = useDeferredValue(currentData);
  const fetching = useDeferredValue(currentFetching);
  const applicationsData = useDeferredValue(currentApplications);
  const applicationsFetching = useDeferredValue(currentApplicationsFetching);
  const renewalsData = useDeferredValue(renewals.data);
  const renewalsSettled = !organizationId || renewalsData !== undefined || renewals.error !== undefined;
  const refetch = () => {
    reexecute({ requestPolicy: 'network-only' });
    reexecuteApplications({ requestPolicy: 'network-only' });
  };

  return {
    // Screen tests answer every query with currentUser only, so the organisation may be missing.
    dashboard: data?.getOrganization ?? null,
    rows: applicationsData ?? null,
    fetching,
    applicationsFetching,
    error,
    renewalsSettled,
    refetch,
  };
}
