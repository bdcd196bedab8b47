import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerLegalPages } from './legal-pages.ts';

function gatewayWith(urls: Parameters<typeof registerLegalPages>[1]) {
  const app = Fastify();
  registerLegalPages(app, urls);
  // Stands in for the web build's fallback (spa.ts): the web's own page.
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<html>web</html>'));
  return app;
}

describe('legal pages', () => {
  it("redirect to the operator's own texts when PRIVACY_URL and TERMS_URL are set", async () => {
    const app = gatewayWith({ privacy: 'https://example.org/privacy', terms: 'https://example.org/terms' });
    const privacy = await app.inject({ method: 'GET', url: '/privacy' });
    expect(privacy.statusCode).toBe(302);
    expect(privacy.headers.location).toBe('https://example.org/privacy');
    expect((await app.inject({ method: 'GET', url: '/terms' })).headers.location).toBe(
      'https://example.org/terms',
    );
  });

  it("are the web's default pages when nothing is set", async () => {
    const app = gatewayWith({});
    const privacy = await app.inject({ method: 'GET', url: '/privacy' });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toBe('<html>web</html>');
  });
});
