import { updateFolder } from '@grantflow/use-cases/documents/update-folder';
import { updateFolderArgsSchema } from '@grantflow/validation/documents';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { DOCUMENT_ARGUMENTS, documentsOf, FolderRef } from './documents.ts';

// Renaming and moving a folder of a funder's documents (docs/product.md, Funder documents and cloud drives);
// the rest of the documents operations are in documents.ts.

builder.mutationFields((t) => ({
  updateFolder: t.field({
    type: FolderRef,
    nullable: false,
    description:
      'Renames and/or moves the folder with its sub-folders and files; returns it at its new path with its ' +
      'children. Refused: NAME_TAKEN when the target path exists (case-insensitively), FOLDER_MOVE_INTO_ITSELF, ' +
      'FOLDER_NOT_FOUND, FUNDER_NOT_FOUND.',
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }),
      folder: t.arg.string({
        required: true,
        description:
          'The folder to change, its wire path inside the funder\'s tree, e.g. "Reports/2026"; never the root.',
      }),
      name: t.arg.string({
        required: false,
        description: "The folder's new name (one segment, the file name rules); absent: unchanged.",
      }),
      parent: t.arg.string({
        required: false,
        description:
          "The wire path of the folder to move it into ('' for the funder's root; missing folders are created); absent: where it is.",
      }),
    },
    resolve: tenantMutation('updateFolder', {
      ...DOCUMENT_ARGUMENTS,
      input: updateFolderArgsSchema,
      run: ({ tenant, input, ctx }) =>
        updateFolder({
          ...tenant,
          ...documentsOf(ctx),
          funderId: input.funderId,
          path: input.folder,
          name: input.name,
          parent: input.parent,
        }),
    }),
  }),
}));
