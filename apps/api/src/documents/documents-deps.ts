import type { Readable } from 'node:stream';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { downloadSigningKey } from '@grantflow/storage/signed-url';
import type { FileEventPublisher } from '@grantflow/use-cases/documents/documents-deps';

/** What the api needs for funder documents: the store, the file-events publisher, the limit. */
export interface ApiDocumentsDeps {
  storage: FileStorage;
  publishFileEvent: FileEventPublisher;
  /** MAX_UPLOAD_MB in bytes. */
  maxUploadBytes: number;
}

/** The documents deps plus the secret download links are signed with. */
export interface DocumentsContext extends ApiDocumentsDeps {
  downloadSecret: Buffer;
}

/** How long a `File.signedUrl` stays usable. */
export const DOWNLOAD_LINK_SECONDS = 60 * 60;

/** The download-link key (one derivation for every service: packages/storage). */
export const downloadSecret = downloadSigningKey;

/** An upload streamed in by the multipart layer (multipart-graphql.ts), waiting for its resolver. */
export interface PendingUpload {
  /** The value the multipart layer put in the operation's variables in place of the file. */
  placeholder: string;
  /** The part's file name as sent (checked by the resolver, never used as a path). */
  filename: string;
  /** The part's Content-Type as sent. */
  declaredType: string | undefined;
  body: Readable;
}
