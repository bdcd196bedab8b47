import type { FastifyInstance } from 'fastify';

/** PRIVACY_URL / TERMS_URL: where an operator keeps their own policy; unset, the web's default page is served. */
export interface LegalPageUrls {
  privacy?: string | undefined;
  terms?: string | undefined;
}

// The web links to /privacy and /terms on its own origin, so a self-hosted install never points at a site it
// does not control. An operator who has their own texts sets the variables and these paths redirect there,
// without rebuilding the web; otherwise the paths fall through to the web build, whose pages hold default text.
export function registerLegalPages(app: FastifyInstance, urls: LegalPageUrls): void {
  for (const [path, target] of [
    ['/privacy', urls.privacy],
    ['/terms', urls.terms],
  ] as const) {
    if (!target) continue;
    app.get(path, async (_request, reply) => reply.header('cache-control', 'no-cache').redirect(target, 302));
  }
}
