import { useMutation } from 'urql';
import { DOCUMENT_TYPENAMES, UpdateFolderMutation } from '../graphql/documents.ts';

const context = { additionalTypenames: DOCUMENT_TYPENAMES };

/** Renames and/or moves a folder (wire paths; `null` keeps that part); the folder lists refetch. */
export function useUpdateFolder() {
  const [{ fetching }, update] = useMutation(UpdateFolderMutation);
  return {
    updating: fetching,
    updateFolder: (variables: {
      funderId: string;
      folder: string;
      name: string | null;
      parent: string | null;
    }) => update(variables, context),
  };
}
