import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client hung up: nothing sent to a service on its behalf would ever be read. */
export function clientGone(request: { raw: { socket?: { destroyed: boolean } | null } }): boolean {
  return request.raw.socket?.destroyed === true;
}

/**
 * Ends a request whose client left while it waited (for a restarting service, at the gate) instead of
 * proxying it: the service would run a query nobody reads, or wait for an upload body that never comes.
 */
export function dropIfClientGone(request: FastifyRequest, reply: FastifyReply): void {
  if (!clientGone(request)) return;
  request.log.info('caller closed the connection before the service was reached');
  reply.hijack();
  reply.raw.destroy();
}
