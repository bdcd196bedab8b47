import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { handleNotFound } from '@grantflow/service/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWellKnownPath, wellKnownNotFound } from './well-known.ts';

/**
 * Serves the web build. Hashed files under /assets/ are cached for a year; everything else
 * (index.html above all) is revalidated so a deploy shows at once. The build writes `.br` and `.gz`
 * beside each text file; they are sent to browsers that accept them (`Vary: Accept-Encoding`).
 * Source maps are never served (`*.map` → 404), even if a build left some behind.
 */
export function registerWebBuild(app: FastifyInstance, webDist: string): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found; only the proxied services are served');
  }
  const assets = join(webDist, 'assets');
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    suppressWarning: true,
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

const isSourceMap = (path: string): boolean => path.endsWith('.map');

/**
 * Unknown paths are client-side routes and get index.html, except under /assets/, where a miss
 * is a real 404: a stale chunk answered with HTML fails in the browser with a confusing MIME error;
 * and under /.well-known/, where clients expect JSON metadata (well-known.ts).
 */
export function spaFallback(webDist: string) {
  const hasIndex = existsSync(join(webDist, 'index.html'));
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? '';
    if (isWellKnownPath(path)) return wellKnownNotFound(request, reply);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasIndex || !isPage || path.startsWith('/assets/') || isSourceMap(path))
      return handleNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
