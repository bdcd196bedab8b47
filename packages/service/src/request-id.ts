import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Ids from outside end up in every log line, so only accept ones that cannot forge log content.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Reuses the caller's `x-request-id` (gateway, another service) or makes a new one. */
export function requestIdFrom(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}
