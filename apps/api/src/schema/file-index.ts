import type { FileRecord } from '@grantflow/db/repositories/documents';
import {
  type FileIndexStatus,
  getFileIndexStatuses,
} from '@grantflow/use-cases/assistant/get-file-index-statuses';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Tenant } from '../operations/tenant.ts';
import { lookAhead } from './selection.ts';

// How the assistant read a file, for the documents screen: a folder's files get theirs in one read when the
// query selects it; a single file (after an upload or an edit) reads its own.

export const FileIndexStatusEnum = builder.enumType('FileIndexStatus', {
  description: 'How the assistant read a file.',
  values: {
    INDEXED: { value: 'indexed', description: 'Read and indexed: the assistant can answer from it.' },
    UNSUPPORTED: { value: 'unsupported', description: 'A kind of file the assistant does not read.' },
    FAILED: { value: 'failed', description: 'Reading it failed.' },
  } as const,
});

export const FileAssistantIndexRef = builder.objectRef<FileIndexStatus>('FileAssistantIndex').implement({
  description: 'What the assistant made of a file.',
  fields: (t) => ({
    status: t.field({
      description: 'Whether the assistant indexed the file, could not read its kind, or failed.',
      type: FileIndexStatusEnum,
      nullable: false,
      resolve: (state) => state.status,
    }),
    reason: t.string({
      nullable: true,
      description:
        'A stable code: why it yields no passages (UNSUPPORTED_TYPE, TOO_LARGE, ARCHIVE_BOMB, UNREADABLE, ' +
        'TIMEOUT, OUT_OF_MEMORY, CRASHED), TRUNCATED when only its beginning was read, null otherwise.',
      resolve: (state) => state.detail,
    }),
  }),
});

/** A file as the schema resolves it: `assistantIndex` is set (null: not read yet) when loaded in bulk. */
export type FileWithIndex = FileRecord & { assistantIndex?: FileIndexStatus | null };

/** The folder's files with their index status, in one read, when the query asks for it. */
export async function withIndexStatuses(
  tenant: Tenant,
  info: GraphQLResolveInfo,
  files: readonly FileRecord[],
): Promise<FileWithIndex[]> {
  if (files.length === 0 || !lookAhead(info).has('assistantIndex')) return [...files];
  const statuses = await getFileIndexStatuses({ ...tenant, fileIds: files.map((f) => f.id) });
  return files.map((file) => ({ ...file, assistantIndex: statuses.get(file.id) ?? null }));
}

export async function indexStatusOf(tenant: Tenant, file: FileWithIndex): Promise<FileIndexStatus | null> {
  if (file.assistantIndex !== undefined) return file.assistantIndex;
  const statuses = await getFileIndexStatuses({ ...tenant, fileIds: [file.id] });
  return statuses.get(file.id) ?? null;
}
