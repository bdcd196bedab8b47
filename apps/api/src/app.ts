import { trustProxyOption } from '@grantflow/auth/client-address';
import type { Db } from '@grantflow/db/client';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import { type ReadinessCheck, registerHealth } from '@grantflow/service/health';
import type { createLogger } from '@grantflow/service/logger';
import { databaseCheck, type Queryable } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import { serveSignedDownloads } from '@grantflow/storage/download-route';
import type { FilingsProvider } from '@grantflow/use-cases/funder-filings/filings-provider';
import { unreachableFilings } from '@grantflow/use-cases/funder-filings/unreachable-filings';
import type { FastifyInstance } from 'fastify';
import { type ApiDocumentsDeps, downloadSecret } from './documents/documents-deps.ts';
import { handleMultipartGraphQL, isMultipart } from './documents/multipart-graphql.ts';
import type { QueryLimits } from './limits.ts';
import { printedSchema } from './schema-sdl.ts';
import { createGraphQLServer, GRAPHQL_PATH, type YogaDeps } from './yoga.ts';

/** The printed schema, served outside production. */
export const SCHEMA_SDL_PATH = `${GRAPHQL_PATH}/schema.graphql`;

export interface AppDeps {
  db: Db;
  /** The pool behind `db`, used by `/ready`. */
  pool: Queryable;
  /** Dependencies `/ready` checks besides PostgreSQL and the schema version (Redis, the file storage …). */
  readiness?: Record<string, ReadinessCheck>;
  authSecret: string;
  logger: ReturnType<typeof createLogger>;
  /** Hides introspection, field suggestions and GraphiQL. */
  production: boolean;
  limits?: QueryLimits;
  /** Mailer, PUBLIC_URL, SUPPORT_EMAIL, slow-down for the account operations; defaults: outbox, localhost. */
  accounts?: YogaDeps['accounts'];
  /** Proxies trusted for X-Forwarded-For (TRUST_PROXY); the client address drives per-address limits. */
  trustProxyHops?: number;
  /** Funder documents: where bytes live, the file-events publisher, MAX_UPLOAD_MB in bytes. */
  documents: ApiDocumentsDeps;
  /** Adds an on-demand Grants.gov sync to the importer's queue (GraphQL syncOpportunities). */
  requestOpportunitySync?: () => Promise<void>;
  /** Adds a spreadsheet import's job to the importer's queue (GraphQL startSpreadsheetImport). */
  enqueueSpreadsheetImport?: YogaDeps['enqueueSpreadsheetImport'];
  /** The public 990 filings provider; absent: every call answers FILINGS_PROVIDER_UNAVAILABLE. */
  filings?: FilingsProvider;
  /** CORS_ORIGINS: origins allowed to call with credentials; none (the default) = same origin only. */
  corsOrigins?: readonly string[];
}

export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({
    logger: deps.logger,
    trustProxy: trustProxyOption(deps.trustProxyHops ?? 1),
    corsOrigins: deps.corsOrigins ?? [],
  });
  const documents = { ...deps.documents, downloadSecret: downloadSecret(deps.authSecret) };
  const yoga = createGraphQLServer({
    db: deps.db,
    documents,
    requestOpportunitySync: deps.requestOpportunitySync,
    enqueueSpreadsheetImport: deps.enqueueSpreadsheetImport,
    filings: deps.filings ?? unreachableFilings,
    authSecret: deps.authSecret,
    production: deps.production,
    limits: deps.limits,
    accounts: deps.accounts,
    onUnexpectedError: (err) => deps.logger.error({ err }, 'unexpected GraphQL error'),
    // An outage, not a bug: no stack at error level for every request while PostgreSQL is away.
    onUnavailable: (err) =>
      deps.logger.warn({ errCode: (err as { code?: unknown }).code }, 'database unavailable'),
    onAuditError: (err) => deps.logger.warn({ err }, 'cross-tenant refusal not audited'),
  });

  registerHealth(app, {
    checks: { database: databaseCheck(deps.pool), schema: schemaVersionCheck(deps.pool), ...deps.readiness },
  });
  // File.signedUrl links land here (GET /files/download, routed by the gateway): 403 for a bad link.
  app.register(serveSignedDownloads(documents.storage, documents.downloadSecret));
  // Uploads: the body stays an unread stream for documents/multipart-graphql.ts (no size limit here; the
  // upload limit is MAX_UPLOAD_MB, enforced while streaming).
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));

  if (!deps.production) {
    // The SDL for client generators, beside introspection; both off in production (docs/architecture.md,
    // GraphQL clients). The gateway routes everything under /graphql here.
    const sdl = printedSchema();
    app.get(SCHEMA_SDL_PATH, (_req, reply) => reply.type('text/plain; charset=utf-8').send(sdl));
  }

  app.route({
    url: GRAPHQL_PATH,
    // Every method reaches Yoga, which answers those GraphQL is not served over with a coded 405.
    method: ['GET', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'],
    // Yoga's input guard answers control characters in GraphQL's own shape (input-guard.ts); what the shared
    // server refuses before Yoga (413, broken or too deeply nested JSON) it answers on this path in that shape.
    config: { inputGuard: false },
    handler: async (req, reply) => {
      if (req.method === 'POST' && isMultipart(req)) {
        return handleMultipartGraphQL(req, reply, { yoga, maxUploadBytes: documents.maxUploadBytes });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      // Sent as text, not piped as a stream: nothing here streams (no subscriptions or @defer), and Yoga's
      // answer is already a string, which Fastify writes at once with its length.
      return reply.status(response.status).send(await response.text());
    },
  });

  return app;
}
