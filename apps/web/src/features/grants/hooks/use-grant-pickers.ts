import { useQuery } from 'urql';
import { GrantPickersQuery } from '../../applications/index.ts';

/** The create-grant modal's funder and program options, every one of the organisation's. */
export function useGrantPickers(organizationId: string | null) {
  const [{ data, fetching }] = useQuery({
    query: GrantPickersQuery,
    variables: { organizationId, pagination: { page: 1, pageSize: 1000 } },
    pause: !organizationId,
    requestPolicy: 'cache-and-network',
  });
  return {
    funders: (data?.listFunders.items ?? []).map((f) => ({ value: f.id, label: f.name })),
    programs: (data?.listPrograms ?? []).map((p) => ({ value: p.id, label: p.name })),
    loading: fetching,
  };
}
