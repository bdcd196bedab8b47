import type { Db } from '@grantflow/db/client';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { type Context, type ContextDeps, createContext, type ServerContext } from './context.ts';
import { useCrossTenantAudit } from './cross-tenant-audit.ts';
import { useHardening } from './hardening.ts';
import { useErrorAnswers } from './http-status.ts';
import { useIdempotencyKeys } from './idempotency.ts';
import { useInputGuard } from './input-guard.ts';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './limits.ts';
import { useRequestParseErrors } from './request-parse-errors.ts';
import { createMaskError } from './schema/errors.ts';
import { schema } from './schema/index.ts';

export const GRAPHQL_PATH = '/graphql';

export interface YogaDeps {
  db: Db;
  authSecret: string;
  documents: ContextDeps['documents'];
  requestOpportunitySync?: ContextDeps['requestOpportunitySync'];
  enqueueSpreadsheetImport?: ContextDeps['enqueueSpreadsheetImport'];
  filings: ContextDeps['filings'];
  accounts?: ContextDeps['accounts'];
  production: boolean;
  limits?: QueryLimits;
  /** Receives unexpected errors with their stack; the client only sees 'Something went wrong'. */
  onUnexpectedError?: (error: unknown) => void;
  /** Receives failures that mean the database is unreachable (answered 503 with Retry-After). */
  onUnavailable?: (error: unknown) => void;
  /** Receives a failure to audit a cross-tenant refusal (the refusal itself was answered). */
  onAuditError?: (error: unknown) => void;
}

export type GrantflowYoga = YogaServerInstance<ServerContext, Context>;

export function createGraphQLServer(deps: YogaDeps): GrantflowYoga {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // Fastify logs requests; Yoga's own logger would print unmasked errors to stdout.
    logging: false,
    graphiql: !deps.production,
    landingPage: false,
    maskedErrors: {
      maskError: createMaskError({
        onUnexpectedError: deps.onUnexpectedError,
        onUnavailable: deps.onUnavailable,
      }),
    },
    // Multipart requests never reach Yoga's own parser (it buffers files): documents/multipart-graphql.ts.
    multipart: false,
    context: ({ req, reply, upload }) => createContext(deps, req, reply, upload),
    // Same-origin by default: CORS is answered by @grantflow/service's allow-list for every route, so
    // Yoga's own (which reflects any origin with credentials) is off.
    cors: false,
    plugins: [
      useRequestParseErrors(),
      useHardening({ limits: deps.limits ?? DEFAULT_QUERY_LIMITS, production: deps.production }),
      useInputGuard(),
      useIdempotencyKeys(),
      useErrorAnswers(),
      useCrossTenantAudit({ onError: deps.onAuditError }),
    ],
  });
}
