import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DriveFileError,
  type DriveItem,
  type DriveSession,
} from '@grantflow/use-cases/imports/drive-gateway';
import { Client, type Context, type Middleware } from '@microsoft/microsoft-graph-client';

// OneDrive through the Microsoft Graph client. Its middleware chain is ours: a bearer header, then the
// guarded, throttle-aware fetch (which follows the content download's redirect to the pre-signed URL
// itself, re-checking the host and dropping the Authorization header).

interface GraphItem {
  id?: string;
  name?: string;
  size?: number;
  cTag?: string;
  eTag?: string;
  lastModifiedDateTime?: string;
  file?: { mimeType?: string };
  folder?: { childCount?: number };
}

const SELECT = 'id,name,size,cTag,eTag,lastModifiedDateTime,file,folder';

export interface OneDriveOptions {
  /** Graph's root (`https://graph.microsoft.com/`; a fake server in tests). */
  graphUrl: string;
  fetch: typeof fetch;
  accessToken: () => Promise<string>;
  pageSize?: number;
}

function toItem(item: GraphItem): DriveItem {
  return {
    id: item.id ?? '',
    name: item.name ?? item.id ?? 'untitled',
    mimeType: item.folder ? 'folder' : (item.file?.mimeType ?? 'application/octet-stream'),
    size: typeof item.size === 'number' && !item.folder ? item.size : null,
    isFolder: item.folder !== undefined,
    modifiedTime: item.lastModifiedDateTime ?? null,
    // cTag changes with the content only (eTag also with metadata).
    revision: item.cTag ?? item.eTag ?? item.lastModifiedDateTime ?? '0',
  };
}

class BearerMiddleware implements Middleware {
  private next: Middleware | undefined;
  constructor(private readonly token: () => Promise<string>) {}
  async execute(context: Context): Promise<void> {
    const headers = new Headers(context.options?.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('authorization', `Bearer ${await this.token()}`);
    context.options = { ...context.options, headers };
    await this.next?.execute(context);
  }
  setNext(next: Middleware): void {
    this.next = next;
  }
}

class FetchMiddleware implements Middleware {
  constructor(private readonly fetcher: typeof fetch) {}
  async execute(context: Context): Promise<void> {
    context.response = await this.fetcher(context.request as string, context.options as RequestInit);
  }
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

export function oneDriveSession(options: OneDriveOptions): DriveSession {
  const bearer = new BearerMiddleware(options.accessToken);
  bearer.setNext(new FetchMiddleware(options.fetch));
  const client = Client.initWithMiddleware({
    middleware: bearer,
    baseUrl: options.graphUrl,
    defaultVersion: 'v1.0',
  });
  const top = options.pageSize ?? 100;
  const itemPath = (id: string) => `/me/drive/items/${encodeURIComponent(id)}`;
  return {
    accessToken: options.accessToken,
    async getItem(id) {
      try {
        return toItem((await client.api(itemPath(id)).select(SELECT).get()) as GraphItem);
      } catch (error) {
        if (statusOf(error) === 404) throw new DriveFileError('The item is no longer in the drive.');
        throw error;
      }
    },
    async listChildren(folderId, pageToken) {
      // Graph pages by an absolute @odata.nextLink; it goes back to the browser as the page token and is
      // only ever requested through the guarded fetch, so it cannot point anywhere but Graph.
      const request = pageToken
        ? client.api(pageToken)
        : client
            .api(`${folderId ? itemPath(folderId) : '/me/drive/root'}/children`)
            .select(SELECT)
            .top(top);
      const page = (await request.get()) as { value?: GraphItem[]; '@odata.nextLink'?: string };
      return { items: (page.value ?? []).map(toItem), nextPageToken: page['@odata.nextLink'] ?? null };
    },
    async download(item) {
      try {
        const body = await client.api(`${itemPath(item.id)}/content`).getStream();
        return body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) throw new DriveFileError('The file is no longer in the drive.');
        if (status === 429 || status === 503)
          throw new DriveFileError('OneDrive kept refusing the download (throttled). Try again later.');
        throw error;
      }
    },
  };
}
