import { useMutation } from 'urql';
import { DOCUMENT_TYPENAMES, UpdateFileMutation } from '../graphql/documents.ts';

const context = { additionalTypenames: DOCUMENT_TYPENAMES };

/** Renames and/or moves a file (`null` keeps that part); the folder list refetches. */
export function useUpdateFile() {
  const [{ fetching }, update] = useMutation(UpdateFileMutation);
  return {
    updating: fetching,
    updateFile: (variables: { id: string; name: string | null; folder: string | null }) =>
      update(variables, context),
  };
}
