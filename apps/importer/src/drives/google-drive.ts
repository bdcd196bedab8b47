import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { drive, type drive_v3 } from '@googleapis/drive';
import {
  DriveFileError,
  type DriveItem,
  type DriveSession,
} from '@grantflow/use-cases/imports/drive-gateway';

// Google Drive v3 through googleapis' generated client (@googleapis/drive). Requests go through the
// guarded, throttle-aware fetch; googleapis' own retries are off so throttling is handled in one place.

const FOLDER = 'application/vnd.google-apps.folder';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Google-native documents have no bytes of their own: they are exported to Office formats. */
export const GOOGLE_EXPORTS: Readonly<Record<string, { mimeType: string; extension: string }>> = {
  'application/vnd.google-apps.document': { mimeType: DOCX, extension: '.docx' },
  'application/vnd.google-apps.spreadsheet': { mimeType: XLSX, extension: '.xlsx' },
  'application/vnd.google-apps.presentation': { mimeType: PPTX, extension: '.pptx' },
};
const EXPORTED_FROM = new Map(
  Object.entries(GOOGLE_EXPORTS).map(([native, target]) => [target.mimeType, native]),
);

const FILE_FIELDS = 'id,name,mimeType,size,modifiedTime,version';

export interface GoogleDriveOptions {
  /** The Drive API's root URL (`https://www.googleapis.com/`; a fake server in tests). */
  apiUrl: string;
  fetch: typeof fetch;
  accessToken: () => Promise<string>;
  pageSize?: number;
}

function toItem(file: drive_v3.Schema$File): DriveItem {
  const native = file.mimeType ?? 'application/octet-stream';
  const exported = GOOGLE_EXPORTS[native];
  const name = file.name ?? file.id ?? 'untitled';
  return {
    id: file.id ?? '',
    name:
      exported && !name.toLowerCase().endsWith(exported.extension) ? `${name}${exported.extension}` : name,
    mimeType: exported?.mimeType ?? native,
    size: file.size ? Number(file.size) : null,
    isFolder: native === FOLDER,
    modifiedTime: file.modifiedTime ?? null,
    // `version` grows with every change of the file (content or metadata): a new version is a new import.
    revision: String(file.version ?? file.modifiedTime ?? '0'),
  };
}

function nodeStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

function statusOf(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; response?: { status?: unknown } }).status ??
    (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}

async function withFileErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) throw new DriveFileError('The file is no longer in the drive.');
    // 403 here is what is left after throttledFetch retried the rate-limit 403s: a refusal for this file.
    if (status === 403) throw new DriveFileError('Google Drive refused access to this file.');
    if (status === 429) {
      throw new DriveFileError('Google Drive kept refusing the download (rate limit). Try again later.');
    }
    throw error;
  }
}

export function googleDriveSession(options: GoogleDriveOptions): DriveSession {
  const client = async () =>
    drive({
      version: 'v3',
      rootUrl: options.apiUrl,
      fetchImplementation: options.fetch,
      retry: false,
      headers: { authorization: `Bearer ${await options.accessToken()}` },
    });
  return {
    accessToken: options.accessToken,
    async getItem(id) {
      const api = await client();
      const { data } = await withFileErrors(() =>
        api.files.get({ fileId: id, fields: FILE_FIELDS, supportsAllDrives: true }),
      );
      return toItem(data);
    },
    async listChildren(folderId, pageToken) {
      const api = await client();
      const parent = (folderId ?? 'root').replace(/'/g, "\\'");
      const { data } = await api.files.list({
        q: `'${parent}' in parents and trashed = false`,
        fields: `nextPageToken,files(${FILE_FIELDS})`,
        pageSize: options.pageSize ?? 100,
        orderBy: 'folder,name',
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
        ...(pageToken ? { pageToken } : {}),
      });
      return { items: (data.files ?? []).map(toItem), nextPageToken: data.nextPageToken ?? null };
    },
    async download(item) {
      const api = await client();
      const native = EXPORTED_FROM.get(item.mimeType);
      return withFileErrors(async () => {
        // Google-native documents: the id is the native file's; exported in the type listed for it.
        if (native) {
          const exported = await api.files.export(
            { fileId: item.id, mimeType: item.mimeType },
            { responseType: 'stream' },
          );
          return nodeStream(exported.data);
        }
        const media = await api.files.get(
          { fileId: item.id, alt: 'media', supportsAllDrives: true },
          { responseType: 'stream' },
        );
        return nodeStream(media.data);
      });
    },
  };
}
