import type { FileRecord, FolderChildren } from '@grantflow/db/repositories/documents';
import type { FileEvent } from '@grantflow/queue/file-events';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/**
 * Announces a stored, renamed or deleted file on the file-events queue (packages/queue `publishFileEvent`
 * bound to the queue). Injected, so the use cases run against the real queue in tests and the apps choose
 * how a failed publication is handled. `stamp` distinguishes successive changes of one file.
 */
export type FileEventPublisher = (event: FileEvent, stamp?: string | number) => Promise<void>;

/** What the document use cases need besides the tenant: where bytes live and who hears of changes. */
export interface DocumentsDeps {
  storage: FileStorage;
  publishFileEvent: FileEventPublisher;
}

export type DocumentsUseCaseOptions = TenantUseCaseOptions & DocumentsDeps;

/** A folder as the use cases return it: stored path, and its children when they were read. */
export interface FolderView {
  funderId: number;
  /** Stored form: '/' for the funder's root, '/a/b' below it. */
  path: string;
  children?: FolderChildren;
  /** The search the children were filtered by (null: none). */
  search?: string | null;
}

export type { FileRecord, FolderChildren };
