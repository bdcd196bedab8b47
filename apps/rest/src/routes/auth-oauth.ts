import cookie from '@fastify/cookie';
import { completeExternalSignIn } from '@grantflow/auth/oauth/complete-external-sign-in';
import { FLOW_COOKIE_NAME, FLOW_LIFETIME_SECONDS, openFlow } from '@grantflow/auth/oauth/flow-cookie';
import { type OAuthFailure, oauthFailureMessage } from '@grantflow/auth/oauth/messages';
import { createOAuthClient, type OAuthClientOptions } from '@grantflow/auth/oauth/oidc-client';
import {
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  oauthProvidersFromEnv,
} from '@grantflow/auth/oauth/providers';
import { startExternalLink, startExternalSignIn } from '@grantflow/auth/oauth/start-external-sign-in';
import { requireSession } from '@grantflow/auth/require-session';
import { TOKEN_LIFETIME_SECONDS } from '@grantflow/auth/token';
import { fail, ok } from '@grantflow/service/envelope';
import { SESSION_IN_COOKIE, serializeSessionCookie } from '@grantflow/service/session-cookie';
import { restRoutes } from '@grantflow/service/tenant-route';
import { completeDriveConnection } from '@grantflow/use-cases/drive-connection/complete-drive-connection';
import { startDriveConnection } from '@grantflow/use-cases/drive-connection/start-drive-connection';
import type { AuthProviders } from '@grantflow/validation/rest-wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';

export interface AuthRouteOverrides {
  /** Replaces `fetch` towards the providers (tests tamper with the token answer through it). */
  fetch?: OAuthClientOptions['fetch'];
}

interface StartQuery {
  access_type?: string;
  funder_id?: string;
  user_id?: string;
  organization_id?: string;
}

/** The web app keeps its session token in this cookie (apps/web/src/lib/auth-cookie.ts). */
const SESSION_COOKIE = 'token';

/**
 * External sign-in (docs/product.md, Sign-in and two-factor; SECURITY.md, row 8). Every browser-facing
 * route answers with a redirect, never JSON: success sets the session cookie and goes to
 * `/login#session=cookie&provider=…`, any failure to `/login?oauth_error=<code>` (an OAuthFailure; the web
 * shows it as a sentence in the user's language). See the README, Decisions.
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
  const routes = restRoutes({ db, authSecret: config.AUTH_SECRET });

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

    /**
     * The web's own pages are sent as paths, never with PUBLIC_URL in front: the browser stays on the
     * origin it is on (127.0.0.1 and localhost are different origins, and the session cookie is only
     * on one). Only the providers' addresses are absolute.
     */
    function toWeb(reply: FastifyReply, location: string): FastifyReply {
      // The location may hold a session token: keep it out of caches and Referer headers.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(location, 302);
    }

    function failed(reply: FastifyReply, reason: OAuthFailure, page = '/login') {
      // The code, not an English sentence: the web translates it (apps/web features/auth/utils/oauth-error.ts).
      const query = new URLSearchParams({ oauth_error: reason });
      return toWeb(reply, `${page}?${query}`);
    }

    scope.get('/auth/providers', async () =>
      ok({
        google: oauth.isConfigured('google'),
        microsoft: oauth.isConfigured('microsoft'),
        // A drive needs its provider and the key its tokens are stored under.
        google_drive: Boolean(config.DRIVE_TOKEN_KEY) && oauth.isConfigured('google'),
        one_drive: Boolean(config.DRIVE_TOKEN_KEY) && oauth.isConfigured('microsoft'),
      } satisfies AuthProviders),
    );

    function setFlowCookie(reply: FastifyReply, sealedFlow: string) {
      reply.setCookie(FLOW_COOKIE_NAME, sealedFlow, { ...cookieOptions, maxAge: FLOW_LIFETIME_SECONDS });
    }

    for (const provider of OAUTH_PROVIDERS) {
      scope.get<{ Querystring: StartQuery }>(`/auth/${provider}`, async (request, reply) => {
        if (request.query.access_type === 'drive') {
          // A browser navigation carries no Authorization header: the session cookie stands in for it.
          const authentication = await routes.authentication(request, request.cookies[SESSION_COOKIE]);
          const drive = await startDriveConnection({
            db,
            oauth,
            secret: config.AUTH_SECRET,
            drivesEnabled: Boolean(config.DRIVE_TOKEN_KEY),
            provider,
            authentication,
            funderId: request.query.funder_id,
            userId: request.query.user_id,
            organizationId: request.query.organization_id,
            log: request.log,
          });
          if (drive.kind === 'refused') return toWeb(reply, drive.page);
          setFlowCookie(reply, drive.sealedFlow);
          return toWeb(reply, drive.url);
        }
        const started = await startExternalSignIn({
          oauth,
          secret: config.AUTH_SECRET,
          provider,
          accessType: request.query.access_type,
          log: request.log,
        });
        if (started.kind === 'refused') return failed(reply, started.reason, started.page);
        setFlowCookie(reply, started.sealedFlow);
        return toWeb(reply, started.url);
      });

      scope.post(
        `/auth/${provider}/link`,
        routes.userRoute({
          run: async ({ authentication, reply }) => {
            // Linking a sign-in is account-level: a personal access token gets SESSION_REQUIRED.
            const { user, session } = requireSession(authentication);
            const link = { userId: user.id, sessionId: session.id };
            const started = await startExternalLink({ oauth, secret: config.AUTH_SECRET, provider, link });
            // 404: in this deployment there is nothing to link to.
            if (started.kind === 'not-configured') {
              return reply.code(404).send(fail(404, oauthFailureMessage('not_configured', provider)));
            }
            setFlowCookie(reply, started.sealedFlow);
            reply.header('cache-control', 'no-store');
            return ok({ url: started.url });
          },
        }),
      );

      scope.get(`/auth/${provider}/callback`, (request, reply) => callback(provider, request, reply));
    }

    async function callback(provider: OAuthProviderName, request: FastifyRequest, reply: FastifyReply) {
      // One attempt per flow, whatever happens: a replayed callback finds no cookie.
      const sealedFlow = request.cookies[FLOW_COOKIE_NAME];
      reply.clearCookie(FLOW_COOKIE_NAME, cookieOptions);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const flow = await openFlow(sealedFlow, config.AUTH_SECRET);
      if (flow?.drive && flow.provider === provider) {
        const connected = await completeDriveConnection({
          db,
          oauth,
          provider,
          flow: { ...flow, drive: flow.drive },
          search,
          tokenKey: config.DRIVE_TOKEN_KEY,
          log: request.log,
        });
        return toWeb(reply, connected.page);
      }
      const outcome = await completeExternalSignIn({
        db,
        oauth,
        secret: config.AUTH_SECRET,
        provider,
        sealedFlow,
        search,
        ip: request.ip,
        log: request.log,
      });
      if (outcome.kind === 'refused') return failed(reply, outcome.reason);
      // Only a browser ends up here, so the session always goes into the HttpOnly cookie, never the address.
      reply.header('set-cookie', serializeSessionCookie(outcome.token, TOKEN_LIFETIME_SECONDS));
      const fragment = new URLSearchParams({ session: SESSION_IN_COOKIE, provider });
      if (outcome.linked) fragment.set('linked', 'true');
      return toWeb(reply, `/login#${fragment}`);
    }
  });
}
