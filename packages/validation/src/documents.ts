// Funder documents: the arguments of listFolders, getFolder, createFolder, uploadFile, updateFile,
// deleteFile, deleteFolder and updateFolder (docs/product.md, GraphQL operations). Names and paths follow packages/domain's document-paths rules;
// each refusal carries the DocumentNameProblem / FolderPathProblem as its issue code.
import {
  documentNameProblem,
  parseWireFolderPath,
  storedFolderPath,
} from '@grantflow/domain/documents/document-paths';
import { pathProblemIssue } from '@grantflow/domain/documents/path-problem-issue';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { z } from 'zod';
import { id, object, typeError } from './fields.ts';
import { coded, customIssue } from './messages.ts';

/** The longest search text kept (a name is at most 255 characters, so a longer search finds nothing). */
export const DOCUMENT_SEARCH_MAX_LENGTH = 255;

const asMessage = (issue: FieldIssue) => coded(issue.code, issue.message, issue.params);

/** A file name as typed or sent by the browser: trimmed, then checked by the domain. */
export const documentName = z.string({ error: typeError }).transform((value, ctx) => {
  const name = value.trim();
  const problem = documentNameProblem(name);
  if (problem) {
    ctx.addIssue(customIssue(asMessage(pathProblemIssue(problem))));
    return z.NEVER;
  }
  return name;
});

/** A wire folder path ('' = root, 'a/b' below it) → the stored form ('/', '/a/b'). */
export const wireFolder = z.string({ error: typeError }).transform((value, ctx) => {
  const parsed = parseWireFolderPath(value);
  if (!parsed.ok) {
    ctx.addIssue(customIssue(asMessage(pathProblemIssue(parsed.problem))));
    return z.NEVER;
  }
  return storedFolderPath(parsed.segments);
});

/** A folder other than the root (create, delete): '' is refused as EMPTY. */
export const namedFolder = wireFolder.refine((stored) => stored !== '/', {
  error: asMessage(pathProblemIssue('EMPTY')),
});

/** Absent or null → the root. */
const folderOrRoot = wireFolder.nullish().transform((stored) => stored ?? '/');

const search = z
  .string({ error: typeError })
  .transform((value, ctx) => {
    const text = value.trim();
    if (text.length > DOCUMENT_SEARCH_MAX_LENGTH) {
      ctx.addIssue(customIssue(asMessage(pathProblemIssue('TOO_LONG'))));
      return z.NEVER;
    }
    if (text !== '' && documentNameProblem(text) === 'CONTROL_CHARACTER') {
      ctx.addIssue(customIssue(asMessage(pathProblemIssue('CONTROL_CHARACTER'))));
      return z.NEVER;
    }
    return text === '' ? null : text;
  })
  .nullish()
  .transform((value) => value ?? null);

/** listFolders(funderId). */
export const listFoldersArgsSchema = object({ funderId: id });

/** getFolder(funderId, folder = '', search). */
export const getFolderArgsSchema = object({ funderId: id, folder: folderOrRoot, search });
export type GetFolderArgs = z.output<typeof getFolderArgsSchema>;

/** createFolder(funderId, folder): the new folder's full wire path. */
export const createFolderArgsSchema = object({ funderId: id, folder: namedFolder });

/** uploadFile(funderId, file, folder = ''): `fileName` is the multipart part's file name. */
export const uploadFileArgsSchema = object({ funderId: id, folder: folderOrRoot, fileName: documentName });
export type UploadFileArgs = z.output<typeof uploadFileArgsSchema>;

/** updateFile(id, name, folder): either may be left out (kept as is). */
export const updateFileArgsSchema = object({
  id,
  name: documentName.nullish().transform((value) => value ?? null),
  folder: wireFolder.nullish().transform((value) => value ?? null),
});
export type UpdateFileArgs = z.output<typeof updateFileArgsSchema>;

/** deleteFile(id). */
export const deleteFileArgsSchema = object({ id });

/**
 * updateFolder(funderId, folder, name, parent): the folder (not the root) gets a new name (one segment, the
 * file name rules) and/or moves below `parent` ('' = the root); either may be left out (kept as is).
 */
export const updateFolderArgsSchema = object({
  funderId: id,
  folder: namedFolder,
  name: documentName.nullish().transform((value) => value ?? null),
  parent: wireFolder.nullish().transform((value) => value ?? null),
});
export type UpdateFolderArgs = z.output<typeof updateFolderArgsSchema>;

/** deleteFolder(folder, funderId). */
export const deleteFolderArgsSchema = object({ funderId: id, folder: namedFolder });

/** uploadFile's arguments but the file (the file's name is read with `uploadFileArgsSchema` once taken). */
export const uploadFileTargetArgsSchema = uploadFileArgsSchema.pick({ funderId: true, folder: true });
