import { useMutation } from 'urql';
import { CreateFolderMutation, DOCUMENT_TYPENAMES } from '../graphql/documents.ts';

const context = { additionalTypenames: DOCUMENT_TYPENAMES };

/** Creates a folder (a wire path) in the funder's documents; the folder list refetches. */
export function useCreateFolder() {
  const [{ fetching }, create] = useMutation(CreateFolderMutation);
  return {
    creating: fetching,
    createFolder: (funderId: string, folder: string) => create({ funderId, folder }, context),
  };
}
