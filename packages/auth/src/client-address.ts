import { z } from 'zod';

/**
 * How many proxies in front of a service add to `X-Forwarded-For` and are trusted (Fastify's
 * `trustProxy` hop count). The gateway overwrites the header with the address it saw, so 1 trusts
 * exactly that value; 0 ignores the header (a service reached directly). A client cannot add hops of
 * its own: only the nearest N entries are believed.
 */
export const trustProxyEnvShape = {
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(1),
};

/**
 * Fastify's `trustProxy` option for a hop count (0 → trust nothing). A function because Fastify's types
 * omit the numeric form; proxy-addr calls it with hop 0 for the socket peer, 1 for the next, and so on.
 */
export function trustProxyOption(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
