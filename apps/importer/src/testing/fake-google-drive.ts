import { setTimeout as sleep } from 'node:timers/promises';
import { GOOGLE_EXPORTS } from '../drives/google-drive.ts';
import type { FakeDriveTree, FakeNode } from './fake-drive-tree.ts';
import { type FakeProviderControls, json, startFakeProvider } from './fake-http.ts';

// A local server speaking the Drive v3 calls the importer makes: POST /token (refresh grant),
// GET /drive/v3/files?q='<id>' in parents (paged with pageToken), GET /drive/v3/files/<id>
// (metadata, or ?alt=media for the bytes), GET /drive/v3/files/<id>/export?mimeType=.

const FOLDER = 'application/vnd.google-apps.folder';

function meta(node: FakeNode) {
  const native = node.mimeType === 'folder' ? FOLDER : node.mimeType;
  return {
    kind: 'drive#file',
    id: node.id,
    name: node.name,
    mimeType: native,
    // Drive states no size for folders and Google-native documents.
    ...(node.mimeType === 'folder' || GOOGLE_EXPORTS[native] ? {} : { size: String(node.size) }),
    modifiedTime: '2026-11-01T10:00:00.000Z',
    version: String(node.version),
  };
}

export async function startFakeGoogleDrive(
  tree: FakeDriveTree,
  options: { maxPageSize?: number } = {},
): Promise<FakeProviderControls> {
  let controls: FakeProviderControls | undefined;
  controls = await startFakeProvider(
    {
      tokenPath: '/token',
      throttleBody: () => ({
        error: {
          code: 429,
          message: 'Rate Limit Exceeded',
          errors: [{ reason: 'rateLimitExceeded', domain: 'usageLimits' }],
        },
      }),
    },
    async (req, res, url, count) => {
      if (req.method !== 'GET') return false;
      if (url.pathname === '/drive/v3/files') {
        count('list');
        const parent = /^'(.+)' in parents/.exec(url.searchParams.get('q') ?? '')?.[1];
        const children = tree.children(parent === 'root' ? null : (parent ?? null));
        const size = Math.min(Number(url.searchParams.get('pageSize') ?? 100), options.maxPageSize ?? 1000);
        const offset = Number(url.searchParams.get('pageToken') ?? 0);
        const page = children.slice(offset, offset + size);
        const next = offset + size < children.length ? String(offset + size) : undefined;
        json(res, 200, {
          kind: 'drive#fileList',
          files: page.map(meta),
          ...(next ? { nextPageToken: next } : {}),
        });
        return true;
      }
      const match = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(url.pathname);
      const node = match?.[1] ? tree.nodes.get(decodeURIComponent(match[1])) : undefined;
      if (!match || !node) return false;
      if (match[2] || url.searchParams.get('alt') === 'media') {
        count(match[2] ? 'export' : 'download');
        if (controls?.downloadDelayMs) await sleep(controls.downloadDelayMs);
        const type = match[2]
          ? (url.searchParams.get('mimeType') ?? 'application/octet-stream')
          : node.mimeType;
        res.writeHead(200, { 'content-type': type, 'content-length': String(node.servedSize ?? node.size) });
        tree.body(node).pipe(res);
        return true;
      }
      count('get');
      json(res, 200, meta(node));
      return true;
    },
  );
  return controls;
}
