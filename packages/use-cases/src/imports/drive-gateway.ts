import type { Readable } from 'node:stream';
import type { DriveProvider } from '@grantflow/domain/shared/enums';

// What the import use cases need from a cloud drive, implemented in apps/importer over googleapis and the
// Microsoft Graph client (and pointed at local fakes in tests). Items arrive normalised: a Google Doc is
// already named `….docx` with the DOCX type it will be exported as.

export interface DriveItem {
  id: string;
  name: string;
  mimeType: string;
  /** Bytes as the provider states them; null when it does not know (Google Docs before export). */
  size: number | null;
  isFolder: boolean;
  modifiedTime: string | null;
  /** Changes whenever the content changes (Drive `version`, Graph `cTag`): part of the import's unique key. */
  revision: string;
}

export interface DriveSession {
  /** A short-lived access token (for the providers' own pickers in the browser). */
  accessToken(): Promise<string>;
  getItem(id: string): Promise<DriveItem>;
  /** One page of a folder's children; `folderId` null = the drive's root. */
  listChildren(
    folderId: string | null,
    pageToken?: string,
  ): Promise<{ items: DriveItem[]; nextPageToken: string | null }>;
  /** The content, streamed (exported for Google-native types). The caller consumes or destroys it. */
  download(item: Pick<DriveItem, 'id' | 'mimeType'>): Promise<Readable>;
}

export interface DriveConnectionRef {
  organizationId: number;
  userId: number;
  /** The refresh token as stored (sealed); only the gateway opens it. */
  refreshTokenSealed: string;
}

export interface DriveGateway {
  isConfigured(provider: DriveProvider): boolean;
  session(provider: DriveProvider, connection: DriveConnectionRef): DriveSession;
}

/** Thrown by a gateway when the provider no longer honours the refresh token (revoked, expired). */
export class DriveDisconnectedError extends Error {
  override readonly name = 'DriveDisconnectedError';
}

/** A failure the user should read on the import file (oversize, type, not found at the provider…). */
export class DriveFileError extends Error {
  override readonly name = 'DriveFileError';
}
