import { useMemo } from 'react';
import { useQuery } from 'urql';
import { DOCUMENT_TYPENAMES, DocumentsFunderQuery, FolderQuery } from '../graphql/documents.ts';

/**
 * The funder's name and one of its folders' children, filtered by `search` ('' for none); `missing` when that
 * folder (not the root) does not exist, `reload` asks the network again.
 */
export function useDocumentsFolder(funderId: string, path: string, search: string) {
  const context = useMemo(() => ({ additionalTypenames: DOCUMENT_TYPENAMES }), []);
  const [funder] = useQuery({ query: DocumentsFunderQuery, variables: { id: funderId } });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FolderQuery,
    variables: { funderId, folder: path, search: search === '' ? null : search },
    requestPolicy: 'cache-and-network',
    context,
  });
  const missing = error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') && path !== '';
  return {
    funderName: funder.data?.getFunder.name,
    children: data?.getFolder.children ?? [],
    loading: fetching && !data,
    failed: Boolean(error && !data),
    missing: missing === true,
    reload: () => refetch({ requestPolicy: 'network-only' }),
  };
}
