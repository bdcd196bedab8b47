import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ListFoldersQuery } from '../graphql/documents.ts';

// Mantine's Select needs a non-empty value for the root; '/' is never a wire folder path.
export const ROOT_OPTION = '/';

/** The funder's folders (listFolders) as Move-to options: the root first, then every path, the file's own among them. */
export function useFolderOptions(funderId: string, currentFolder: string) {
  const { t } = useTranslation();
  const [folders] = useQuery({
    query: ListFoldersQuery,
    variables: { funderId },
    requestPolicy: 'network-only',
  });

  const options = useMemo(() => {
    const paths = new Set((folders.data?.listFolders ?? []).map((f) => f.path));
    paths.add(currentFolder);
    paths.delete('');
    return [
      { value: ROOT_OPTION, label: t('documents.root') },
      ...Array.from(paths)
        .sort((a, b) => a.localeCompare(b))
        .map((path) => ({ value: path, label: path })),
    ];
  }, [folders.data, currentFolder, t]);

  return { options, loading: folders.fetching && !folders.data };
}
