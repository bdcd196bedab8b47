import { useMemo } from 'react';
import { useQuery } from 'urql';
import { LetterFilesQuery } from '../graphql/award-letters.ts';

export interface LetterFile {
  id: string;
  /** The folder and the name, as the documents page shows the path. */
  label: string;
}

/** The funder's documents, every folder's, by folder then name. */
export function useLetterFiles(funderId: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LetterFilesQuery,
    variables: { funderId },
    requestPolicy: 'cache-and-network',
  });
  const files = useMemo<LetterFile[]>(() => {
    if (!data) return [];
    const children = [
      ...data.getFolder.children,
      ...data.listFolders.flatMap((folder) => folder.children ?? []),
    ];
    return children.flatMap((child) =>
      child.__typename === 'File'
        ? [{ id: child.id, label: child.folder ? `${child.folder}/${child.name}` : child.name }]
        : [],
    );
  }, [data]);
  return {
    files,
    fetching: fetching && !data,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
