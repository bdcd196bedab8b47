import { documentName } from '@grantflow/validation/documents';
import { z } from 'zod';

// The documents modals' forms, checked by the same name rule the API applies (packages/validation).

export const createFolderFormSchema = z.object({ name: documentName });
export type CreateFolderForm = z.input<typeof createFolderFormSchema>;

/** Edit folder: a new name and the folder it moves into ('' = the funder's root). */
export const editFolderFormSchema = z.object({ name: documentName, parent: z.string() });
export type EditFolderForm = z.input<typeof editFolderFormSchema>;

/** Edit file: a new name and the folder it moves to ('' = the funder's root). */
export const editFileFormSchema = z.object({ name: documentName, folder: z.string() });
export type EditFileForm = z.input<typeof editFileFormSchema>;
