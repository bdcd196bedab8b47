import type { FileRecord } from '@grantflow/db/repositories/documents';
import { folderName, wireFolderPath } from '@grantflow/domain/documents/document-paths';
import { DomainError } from '@grantflow/domain/shared/errors';
import { signDownload } from '@grantflow/storage/signed-url';
import { createFolder } from '@grantflow/use-cases/documents/create-folder';
import { deleteFile } from '@grantflow/use-cases/documents/delete-file';
import { deleteFolder } from '@grantflow/use-cases/documents/delete-folder';
import type { FolderView } from '@grantflow/use-cases/documents/documents-deps';
import { getFolder } from '@grantflow/use-cases/documents/get-folder';
import { listFolders } from '@grantflow/use-cases/documents/list-folders';
import { updateFile } from '@grantflow/use-cases/documents/update-file';
import { uploadFile } from '@grantflow/use-cases/documents/upload-file';
import {
  createFolderArgsSchema,
  deleteFileArgsSchema,
  deleteFolderArgsSchema,
  getFolderArgsSchema,
  listFoldersArgsSchema,
  updateFileArgsSchema,
  uploadFileArgsSchema,
  uploadFileTargetArgsSchema,
} from '@grantflow/validation/documents';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { DOWNLOAD_LINK_SECONDS } from '../documents/documents-deps.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { validateArgs } from './errors.ts';
import { FileAssistantIndexRef, type FileWithIndex, indexStatusOf, withIndexStatuses } from './file-index.ts';
import { lookAhead } from './selection.ts';

// Funder documents (docs/product.md, Funder documents and cloud drives): folders and files under a funder, paths in wire form ('' = root).
// Resolvers go through tenantQuery / tenantMutation, which check the caller and the organisation before the
// arguments are parsed with @grantflow/validation (as these resolvers always did), then call one use case.

builder.scalarType('Upload', {
  description: 'A file sent with the GraphQL multipart request spec.',
  serialize: () => {
    throw new DomainError('INTERNAL');
  },
  parseValue: (value) => value,
});

const FileRef = builder.objectRef<FileWithIndex>('File');
export const FolderRef = builder.objectRef<FolderView>('Folder');

function signedUrl(file: FileRecord, ctx: Context): string {
  return signDownload(
    {
      key: file.storageKey as Parameters<typeof signDownload>[0]['key'],
      filename: file.name,
      contentType: file.mimeType,
      expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000),
    },
    ctx.documents.downloadSecret,
  );
}

FileRef.implement({
  description: "A file in a funder's documents.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The file's id.", nullable: false }),
    name: t.exposeString('name', { description: 'The file name.', nullable: false }),
    folder: t.string({
      nullable: false,
      description: "The folder it is in, wire form: '' for the funder's root, '2024/Reports' below it.",
      resolve: (file) => wireFolderPath(file.folderPath),
    }),
    insertedAt: t.string({
      description: 'When it was uploaded (ISO 8601).',
      nullable: false,
      resolve: (file) => file.createdAt.toISOString(),
    }),
    updatedAt: t.string({
      description: 'When it was last renamed or moved (ISO 8601).',
      nullable: false,
      resolve: (file) => file.updatedAt.toISOString(),
    }),
    signedUrl: t.string({
      nullable: false,
      description: 'A signed, expiring download link (relative URL, e.g. /files/download?...).',
      resolve: (file, _args, ctx) => signedUrl(file, ctx),
    }),
    size: t.float({ description: 'Its size in bytes.', nullable: false, resolve: (file) => file.sizeBytes }),
    mimeType: t.exposeString('mimeType', { description: 'Its media type.', nullable: false }),
    assistantIndex: t.field({
      type: FileAssistantIndexRef,
      nullable: true,
      description: 'What the assistant made of the file; null until it has read it.',
      resolve: tenantQuery({ read: ({ tenant, parent }) => indexStatusOf(tenant, parent) }),
    }),
  }),
});

const isFile = (value: FileRecord | FolderView): value is FileRecord => 'storageKey' in value;
const childPath = (parent: string, name: string) => (parent === '/' ? `/${name}` : `${parent}/${name}`);

const FolderChildRef = builder.unionType('FolderChild', {
  description: "A folder's child: a file or a sub-folder.",
  types: [FileRef, FolderRef],
  resolveType: (value) => (isFile(value) ? FileRef : FolderRef),
});

FolderRef.implement({
  description: "A folder in a funder's documents; path '' is the funder's root.",
  fields: (t) => ({
    name: t.string({
      description: "The folder's own name ('' for the root).",
      nullable: false,
      resolve: (folder) => folderName(folder.path),
    }),
    path: t.string({
      description: "Its wire path: '' for the funder's root, '2024/Reports' below it.",
      nullable: false,
      resolve: (folder) => wireFolderPath(folder.path),
    }),
    children: t.field({
      type: [FolderChildRef],
      nullable: false,
      description:
        "Sub-folders first (by name), then files (by name); filtered by getFolder's search when given.",
      resolve: tenantQuery({
        read: async ({ tenant, parent: folder, info }) => {
          // getFolder, createFolder and listFolders (when selected) read them already; a sub-folder reached
          // through children reads its own on demand.
          const children =
            folder.children ??
            (await getFolder({ ...tenant, funderId: folder.funderId, path: folder.path })).children;
          return [
            ...(children?.folders ?? []).map((name) => ({
              funderId: folder.funderId,
              path: childPath(folder.path, name),
            })),
            ...(await withIndexStatuses(tenant, info, children?.files ?? [])),
          ];
        },
      }),
    }),
  }),
});

/**
 * How every documents mutation reads its arguments: all of them through its schema (ids included: the
 * schema refuses a malformed one), after the organisation is known, as these operations always did.
 */
export const DOCUMENT_ARGUMENTS = { argument: null, resolverArguments: [], organizationFirst: true } as const;

export const documentsOf = (ctx: Context) => ({
  storage: ctx.documents.storage,
  publishFileEvent: ctx.documents.publishFileEvent,
});

builder.queryFields((t) => ({
  listFolders: t.field({
    type: [FolderRef],
    nullable: false,
    description: 'Every folder of the funder (root excluded), by path.',
    args: { funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args, info }) => {
        // Parsed once the organisation is known, as the documents operations always did.
        const { funderId } = validateArgs(listFoldersArgsSchema, args);
        // Children of every listed folder in one statement, only when the query asks for them.
        return listFolders({ ...tenant, funderId, withChildren: lookAhead(info).has('children') });
      },
    }),
  }),
  getFolder: t.field({
    type: FolderRef,
    nullable: false,
    description:
      "The folder ('' or absent: the root) with its children; FOLDER_NOT_FOUND when it does not exist.",
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }),
      folder: t.arg.string({
        required: false,
        description: "A folder path inside the funder's tree; absent: its root.",
      }),
      search: t.arg.string({
        required: false,
        description: 'Keep only children whose name contains this, case-insensitive.',
      }),
    },
    resolve: tenantQuery({
      read: ({ tenant, args }) => {
        const input = validateArgs(getFolderArgsSchema, args);
        return getFolder({ ...tenant, funderId: input.funderId, path: input.folder, search: input.search });
      },
    }),
  }),
}));

builder.mutationFields((t) => ({
  createFolder: t.field({
    type: FolderRef,
    nullable: false,
    description: 'Creates the folder (its full wire path) and missing ancestors; idempotent.',
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }),
      folder: t.arg.string({
        required: true,
        description: 'A folder path inside the funder\'s tree, e.g. "Reports/2026".',
      }),
    },
    resolve: tenantMutation('createFolder', {
      ...DOCUMENT_ARGUMENTS,
      input: createFolderArgsSchema,
      run: ({ tenant, input }) => createFolder({ ...tenant, funderId: input.funderId, path: input.folder }),
    }),
  }),
  uploadFile: t.field({
    type: FileRef,
    nullable: false,
    description:
      "Stores the file in the folder ('' by default), creating missing folders; a taken name gets ' (2)'.",
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }),
      file: t.arg({ description: 'The file (GraphQL multipart request).', type: 'Upload', required: true }),
      folder: t.arg.string({
        required: false,
        description: "A folder path inside the funder's tree; absent: its root.",
      }),
    },
    resolve: tenantMutation('uploadFile', {
      ...DOCUMENT_ARGUMENTS,
      // A multipart stream, not a value a schema reads: the resolver takes it (ctx.takeUpload).
      resolverArguments: ['file'],
      input: uploadFileTargetArgsSchema,
      run: ({ tenant, input: { funderId, folder }, args, ctx }) =>
        uploadFile({
          ...tenant,
          ...documentsOf(ctx),
          funderId,
          folder,
          maxBytes: ctx.documents.maxUploadBytes,
          // Taken and its name checked only once the funder is known to be the caller's.
          file: () => {
            const upload = ctx.takeUpload(args.file);
            const { fileName } = validateArgs(uploadFileArgsSchema.pick({ fileName: true }), {
              fileName: upload.filename,
            });
            return { name: fileName, declaredType: upload.declaredType, body: upload.body };
          },
        }),
    }),
  }),
  updateFile: t.field({
    type: FileRef,
    nullable: false,
    description: 'Renames and/or moves the file; a name taken in the target folder is refused (NAME_TAKEN).',
    args: {
      id: t.arg.id({ required: true, description: 'The file.' }),
      name: t.arg.string({ required: false, description: 'The new file name; absent: unchanged.' }),
      folder: t.arg.string({
        required: false,
        description: "A folder path inside the funder's tree; absent: its root.",
      }),
    },
    resolve: tenantMutation('updateFile', {
      ...DOCUMENT_ARGUMENTS,
      input: updateFileArgsSchema,
      run: ({ tenant, input, ctx }) => updateFile({ ...tenant, ...documentsOf(ctx), ...input }),
    }),
  }),
  deleteFile: t.field({
    description: 'Deletes the file and its stored bytes.',
    type: 'ID',
    nullable: false,
    args: { id: t.arg.id({ required: true, description: 'The file.' }) },
    resolve: tenantMutation('deleteFile', {
      ...DOCUMENT_ARGUMENTS,
      input: deleteFileArgsSchema,
      run: async ({ tenant, input: { id }, ctx }) =>
        (await deleteFile({ ...tenant, ...documentsOf(ctx), id })).id,
    }),
  }),
  deleteFolder: t.field({
    type: 'String',
    nullable: false,
    description: 'Deletes the folder, its sub-folders and their files; returns the deleted (wire) path.',
    args: {
      folder: t.arg.string({
        required: true,
        description: 'A folder path inside the funder\'s tree, e.g. "Reports/2026".',
      }),
      funderId: t.arg.id({ required: true, description: 'The funder whose documents these are.' }),
    },
    resolve: tenantMutation('deleteFolder', {
      ...DOCUMENT_ARGUMENTS,
      input: deleteFolderArgsSchema,
      run: async ({ tenant, input, ctx }) => {
        const deleted = await deleteFolder({
          ...tenant,
          ...documentsOf(ctx),
          funderId: input.funderId,
          path: input.folder,
        });
        return wireFolderPath(deleted.path);
      },
    }),
  }),
}));
