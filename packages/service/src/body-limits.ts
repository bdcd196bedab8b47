// Every route answers an oversize body with 413 and a clear, coded message. The
// limits are set once per kind of route, here, and used alike by the services (Fastify's bodyLimit) and
// the gateway (which refuses before proxying, so a service never resets a half-sent body: no 502/EPIPE).

/** JSON and form bodies of every route that takes no file: 1 MiB, far above any form of the product. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Default of MAX_UPLOAD_MB: the largest file an upload route accepts. */
export const DEFAULT_MAX_UPLOAD_MB = 50;

/** Room for the multipart envelope (boundaries, part headers, the GraphQL operations field). */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

export type BodyKind = 'json' | 'upload';

/** Uploads arrive as multipart/form-data (GraphQL multipart requests included) or as raw octets. */
export function bodyKindOf(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'multipart/form-data' || type === 'application/octet-stream' ? 'upload' : 'json';
}

export function bodyLimitBytes(kind: BodyKind, maxUploadMb: number = DEFAULT_MAX_UPLOAD_MB): number {
  return kind === 'upload' ? maxUploadMb * 1024 * 1024 + MULTIPART_OVERHEAD_BYTES : JSON_BODY_LIMIT_BYTES;
}

export const PAYLOAD_TOO_LARGE_CODE = 'PAYLOAD_TOO_LARGE';

/** The 413 message, with the limit in the unit people read. */
export function payloadTooLargeMessage(limitBytes: number): string {
  const megabytes = Math.round((limitBytes / (1024 * 1024)) * 10) / 10;
  return `The request is too large (at most ${megabytes} MB).`;
}
