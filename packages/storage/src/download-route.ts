import type { FastifyPluginAsync } from 'fastify';
import { isStorageError } from './errors.ts';
import type { FileStorage } from './file-storage.ts';
import { DOWNLOAD_PATH, verifyDownload } from './signed-url.ts';

export interface ServeSignedDownloadsOptions {
  /** Where the links of `signDownload` point; the same default. */
  path?: string;
  now?: () => Date;
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987/6266 form, for any name. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * A Fastify plugin answering GET `path` with the object a signed link names, streamed from storage:
 * its stored type, as an attachment, never cached or sniffed. 403 for any bad, tampered or expired
 * link; 404 when the object is gone. The app decides where to mount it (and its rate limits).
 */
export function serveSignedDownloads(
  storage: FileStorage,
  secret: string | Uint8Array,
  { path = DOWNLOAD_PATH, now = () => new Date() }: ServeSignedDownloadsOptions = {},
): FastifyPluginAsync {
  return async (app) => {
    app.get(path, async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      const verified = verifyDownload(request.query as Record<string, unknown>, secret, now());
      if (!verified.ok) {
        return reply.code(403).send({ statusCode: 403, code: verified.code, message: 'Forbidden' });
      }
      const object = await storage.get(verified.grant.key).catch((error: unknown) => {
        if (isStorageError(error, 'NOT_FOUND')) return undefined;
        throw error;
      });
      if (!object)
        return reply.code(404).send({ statusCode: 404, code: 'FILE_NOT_FOUND', message: 'Not Found' });
      return (
        reply
          .header('content-type', object.contentType)
          .header('content-length', object.size)
          .header('content-disposition', contentDisposition(verified.grant.filename))
          // The file is someone's upload: no script runs even if a browser renders it.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('referrer-policy', 'no-referrer')
          .send(object.body)
      );
    });
  };
}
