import { useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { GrantPickersQuery } from '../graphql/pickers.ts';

/** The organisation's programs to pick from; the application's own stays listed (by its id) until they arrive. */
export function useProgramOptions(currentProgramId: string | null | undefined) {
  const organization = useEffectiveOrganization();
  const [{ data: pickers }] = useQuery({
    query: GrantPickersQuery,
    variables: { organizationId: organization.id, pagination: { page: 1, pageSize: 1000 } },
    pause: !organization.id,
  });
  const programs = (pickers?.listPrograms ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (currentProgramId && !programs.some((p) => p.value === currentProgramId)) {
    programs.push({ value: currentProgramId, label: currentProgramId });
  }
  return programs;
}
