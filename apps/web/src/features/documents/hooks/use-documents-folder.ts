import { useMemo } from 'react';
import { useQuery } from 'urql';
import { DOCUMENT_TYPENAMES, DocumentsFunderQuery, FolderQuery } from '../graphql/documents.ts';

/**
 * The funder's name and one of its folders' children, filtered by `search` ('' for none); `missing` when that
 * folder (not the root) does not exist, `writable` once the funder is known to be the organisation's,
 * `reload` asks the network again.
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
  // The server stores, renames and deletes documents only for a funder of the organisation the user acts for
  // (upload-file and the other document use cases check it first); any other funder is answered as not found.
  const foreign = funder.error?.graphQLErrors.some((e) => e.extensions?.code === 'FUNDER_NOT_FOUND') === true;
  return {
    funderName: funder.data?.getFunder.name,
    /** The funder is the acting organisation's: the actions that change its documents are offered. */
    writable: Boolean(funder.data?.getFunder),
    /** The funder belongs to another organisation (or none): nothing here can be seen or changed. */
    foreign,
    children: data?.getFolder.children ?? [],
    loading: fetching && !data,
    failed: Boolean(error && !data),
    missing: missing === true,
    reload: () => refetch({ requestPolicy: 'network-only' }),
  };
}
