import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeDriveTree, FakeNode } from './fake-drive-tree.ts';
import { type FakeProviderControls, json, startFakeProvider } from './fake-http.ts';

// A local server speaking the Microsoft Graph drive calls the importer makes: POST /token,
// GET /v1.0/me/drive/root/children and /items/<id>/children (paged with @odata.nextLink),
// GET /v1.0/me/drive/items/<id>, and /items/<id>/content, which redirects (302) to a pre-signed
// /download/<id> URL that needs no bearer token, as Graph does.

function item(node: FakeNode, children: number) {
  return {
    id: node.id,
    name: node.name,
    eTag: `"{${node.id}},${node.version}"`,
    cTag: `"c:{${node.id}},${node.version}"`,
    lastModifiedDateTime: '2026-11-01T10:00:00Z',
    ...(node.mimeType === 'folder'
      ? { folder: { childCount: children }, size: 0 }
      : { file: { mimeType: node.mimeType }, size: node.size }),
  };
}

export async function startFakeMicrosoftGraph(
  tree: FakeDriveTree,
  options: { maxPageSize?: number } = {},
): Promise<FakeProviderControls> {
  let controls: FakeProviderControls | undefined;
  controls = await startFakeProvider(
    {
      tokenPath: '/token',
      throttleBody: () => ({
        error: { code: 'activityLimitReached', message: 'The request has been throttled' },
      }),
      openPaths: /^\/download\//,
    },
    async (req, res, url, count) => {
      if (req.method !== 'GET') return false;
      const base = controls?.url.replace(/\/$/, '') ?? '';
      const download = /^\/download\/([^/]+)$/.exec(url.pathname);
      if (download?.[1]) {
        const node = tree.nodes.get(decodeURIComponent(download[1]));
        if (!node) return false;
        count('download');
        if (controls?.downloadDelayMs) await sleep(controls.downloadDelayMs);
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(node.servedSize ?? node.size),
        });
        tree.body(node).pipe(res);
        return true;
      }
      const children = /^\/v1\.0\/me\/drive\/(?:root|items\/([^/]+))\/children$/.exec(url.pathname);
      if (children) {
        count('list');
        const parent = children[1] ? decodeURIComponent(children[1]) : null;
        const all = tree.children(parent);
        const top = Math.min(Number(url.searchParams.get('$top') ?? 200), options.maxPageSize ?? 1000);
        const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
        const page = all.slice(skip, skip + top);
        const next = new URL(`${base}${url.pathname}`);
        next.searchParams.set('$top', String(top));
        next.searchParams.set('$skiptoken', String(skip + top));
        json(res, 200, {
          value: page.map((node) => item(node, tree.children(node.id).length)),
          ...(skip + top < all.length ? { '@odata.nextLink': next.href } : {}),
        });
        return true;
      }
      const single = /^\/v1\.0\/me\/drive\/items\/([^/]+)(\/content)?$/.exec(url.pathname);
      const node = single?.[1] ? tree.nodes.get(decodeURIComponent(single[1])) : undefined;
      if (!single || !node) return false;
      if (single[2]) {
        count('content');
        res.writeHead(302, { location: `${base}/download/${encodeURIComponent(node.id)}` });
        res.end();
        return true;
      }
      count('get');
      json(res, 200, item(node, tree.children(node.id).length));
      return true;
    },
  );
  return controls;
}
