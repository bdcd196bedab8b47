import { useQuery } from 'urql';
import { GetApplicationQuery } from '../graphql/get-application.ts';

/** One application as the update form starts from, always asked afresh. */
export function useApplication(applicationId: string) {
  const [{ data, fetching, error }] = useQuery({
    query: GetApplicationQuery,
    variables: { id: applicationId },
    requestPolicy: 'network-only',
  });
  return { application: data?.getApplication, fetching, error };
}
