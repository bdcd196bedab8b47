import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ProgramsQuery } from '../graphql/programs.ts';

/** The organisation's programs with their goal and progress in `fiscalYear`. */
export function usePrograms(organizationId: string | null, fiscalYear: number | null) {
  const context = useMemo(() => ({ additionalTypenames: ['Program'] }), []);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProgramsQuery,
    variables: { organizationId, fiscalYear },
    pause: !organizationId || fiscalYear === null,
    context,
  });
  return {
    programs: data?.listPrograms,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
