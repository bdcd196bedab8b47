import cookie from '@fastify/cookie';
import {
  FLOW_COOKIE_NAME,
  FLOW_LIFETIME_SECONDS,
  openFlow,
  sealFlow,
} from '@grantflow/auth/oauth/flow-cookie';
import { type OAuthFailure, oauthFailureMessage } from '@grantflow/auth/oauth/messages';
import {
  createOAuthClient,
  type OAuthClientOptions,
  OAuthVerificationError,
} from '@grantflow/auth/oauth/oidc-client';
import {
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  oauthProvidersFromEnv,
} from '@grantflow/auth/oauth/providers';
import { signInWithExternalIdentity } from '@grantflow/auth/oauth/sign-in';
import { createRestAuth } from '@grantflow/auth/rest-auth';
import { DomainError } from '@grantflow/domain/shared/errors';
import { fail, ok } from '@grantflow/service/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';

export interface AuthRouteOverrides {
  /** Replaces `fetch` towards the providers (tests tamper with the token answer through it). */
  fetch?: OAuthClientOptions['fetch'];
}

interface StartQuery {
  access_type?: string;
  funder_id?: string;
}

/**
 * External sign-in (product spec §2 Login, §7 Browser redirects; SECURITY §8). Every browser-facing
 * route answers with a redirect, never JSON: success to `/login#token=…&provider=…`, any failure to
 * `/login?oauth_error=<message>`. See the README section "External sign-in".
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  overrides: AuthRouteOverrides = {},
): Promise<void> {
  const { config, db } = deps;
  const publicBase = config.PUBLIC_URL.replace(/\/+$/, '');
  const secureCookie = publicBase.startsWith('https:');
  const oauth = createOAuthClient({
    providers: oauthProvidersFromEnv(config),
    publicUrl: publicBase,
    fetch: overrides.fetch,
  });
  const restAuth = createRestAuth({ db, authSecret: config.AUTH_SECRET });

  // Encapsulated so the cookie parser only applies to these routes.
  await app.register(async (scope) => {
    await scope.register(cookie);

    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookie,
      // Only the /auth routes ever need it back.
      path: '/auth',
    };

    function toWeb(reply: FastifyReply, location: string): FastifyReply {
      // The location may hold a session token: keep it out of caches and Referer headers.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(location, 302);
    }

    function failed(reply: FastifyReply, provider: OAuthProviderName, reason: OAuthFailure, page = '/login') {
      const query = new URLSearchParams({ oauth_error: oauthFailureMessage(reason, provider) });
      return toWeb(reply, `${publicBase}${page}?${query}`);
    }

    scope.get('/auth/providers', async () =>
      ok({ google: oauth.isConfigured('google'), microsoft: oauth.isConfigured('microsoft') }),
    );

    for (const provider of OAUTH_PROVIDERS) {
      scope.get<{ Querystring: StartQuery }>(`/auth/${provider}`, async (request, reply) => {
        const accessType = request.query.access_type;
        if (accessType === 'drive') {
          // The drive connection of spec §7 belongs to the importer's issue; until then, say so where the user was.
          const funderId = Number(request.query.funder_id);
          const page =
            Number.isSafeInteger(funderId) && funderId > 0 ? `/funder/${funderId}/documents` : '/login';
          return failed(reply, provider, 'drive_not_available', page);
        }
        if (accessType !== undefined && accessType !== 'login')
          return failed(reply, provider, 'unknown_request');
        if (!oauth.isConfigured(provider)) return failed(reply, provider, 'not_configured');
        try {
          const { url, flow } = await oauth.start(provider);
          reply.setCookie(FLOW_COOKIE_NAME, await sealFlow(flow, config.AUTH_SECRET), {
            ...cookieOptions,
            maxAge: FLOW_LIFETIME_SECONDS,
          });
          return toWeb(reply, url.href);
        } catch (error) {
          request.log.warn({ err: error, provider }, 'oauth: could not start sign-in');
          return failed(reply, provider, 'provider_error');
        }
      });

      scope.post(`/auth/${provider}/link`, async (request, reply) => {
        const authentication = await restAuth.authentication(request);
        if (!authentication?.user.authorized) throw new DomainError('UNAUTHORIZED');
        if (!oauth.isConfigured(provider)) {
          // 404: in this deployment there is nothing to link to.
          return reply.code(404).send(fail(404, oauthFailureMessage('not_configured', provider)));
        }
        const { user, session } = authentication;
        const { url, flow } = await oauth.start(provider, { userId: user.id, sessionId: session.id });
        reply.setCookie(FLOW_COOKIE_NAME, await sealFlow(flow, config.AUTH_SECRET), {
          ...cookieOptions,
          maxAge: FLOW_LIFETIME_SECONDS,
        });
        reply.header('cache-control', 'no-store');
        return ok({ url: url.href });
      });

      scope.get(`/auth/${provider}/callback`, (request, reply) => callback(provider, request, reply));
    }

    async function callback(provider: OAuthProviderName, request: FastifyRequest, reply: FastifyReply) {
      // One attempt per flow, whatever happens: a replayed callback finds no cookie.
      const sealed = request.cookies[FLOW_COOKIE_NAME];
      reply.clearCookie(FLOW_COOKIE_NAME, cookieOptions);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const params = new URLSearchParams(search);

      const providerError = params.get('error');
      if (providerError) {
        request.log.info({ provider, providerError }, 'oauth: provider returned an error');
        return failed(reply, provider, providerError === 'access_denied' ? 'cancelled' : 'provider_error');
      }
      if (!oauth.isConfigured(provider)) return failed(reply, provider, 'not_configured');
      const flow = await openFlow(sealed, config.AUTH_SECRET);
      if (!flow || flow.provider !== provider) {
        request.log.info({ provider }, 'oauth: callback without a valid flow cookie');
        return failed(reply, provider, 'flow_expired');
      }

      try {
        const identity = await oauth.finish(provider, search, flow);
        const result = await signInWithExternalIdentity(db, identity, {
          secret: config.AUTH_SECRET,
          link: flow.link,
          ip: request.ip,
        });
        if (result.kind === 'refused') {
          request.log.info({ provider, reason: result.reason }, 'oauth: sign-in refused');
          return failed(reply, provider, result.reason);
        }
        const fragment = new URLSearchParams({ token: result.token, provider });
        if (flow.link) fragment.set('linked', 'true');
        return toWeb(reply, `${publicBase}/login#${fragment}`);
      } catch (error) {
        if (error instanceof OAuthVerificationError) {
          request.log.warn({ provider, reason: error.message }, 'oauth: callback refused');
          return failed(reply, provider, 'verification_failed');
        }
        request.log.error({ err: error, provider }, 'oauth: sign-in failed');
        return failed(reply, provider, 'unexpected');
      }
    }
  });
}
