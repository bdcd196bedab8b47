import type { FastifyRequest } from 'fastify';

// Which requests carried a live session: createContext marks them, the error answers read the mark to tell
// 401 from 200. Its own module so that the context and the error answers do not import each other.

/** Requests whose bearer token named a live session (filled by createContext). */
const signedIn = new WeakSet<FastifyRequest>();

export function markSignedIn(req: FastifyRequest): void {
  signedIn.add(req);
}

export function isSignedIn(req: FastifyRequest): boolean {
  return signedIn.has(req);
}
