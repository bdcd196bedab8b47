import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp as buildAi } from '@grantflow/ai/app';
import { envSchema as aiEnv } from '@grantflow/ai/env';
import { buildApp as buildApi } from '@grantflow/api/app';
import { schema } from '@grantflow/api/schema/index';
import { buildApp as buildImporter } from '@grantflow/importer/app';
import { envSchema as importerEnv } from '@grantflow/importer/env';
import { buildApp as buildRest } from '@grantflow/rest/app';
import { envSchema as restEnv } from '@grantflow/rest/env';
import { createLogger, type Logger } from '@grantflow/service/logger';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { FastifyInstance } from 'fastify';
import type { RestService } from './case.ts';
import type { FixtureHandle } from './fixture.ts';

export interface RouteEntry {
  service: RestService;
  method: string;
  /** The pattern as registered, e.g. `/managers/:userId`. */
  url: string;
}

export interface Services {
  api: FastifyInstance;
  /** The api's document store and its temporary folder, for tests that check stored objects. */
  storage: FileStorage;
  filesRoot: string;
  rest: Record<RestService, FastifyInstance>;
  /** Every route the REST apps register, except health and readiness. */
  routes: RouteEntry[];
  close: () => Promise<void>;
}

/** Routes that exist on every service for operators and carry no tenant data. */
const OPERATIONAL = new Set(['/health', '/ready']);
/** Fastify adds HEAD for each GET; OPTIONS is CORS. Neither has a handler of its own to check. */
const IMPLICIT_METHODS = new Set(['HEAD', 'OPTIONS']);

/** The Query and Mutation fields of the API schema, as `Query.x` / `Mutation.x`. */
export function graphqlOperations(): { type: 'Query' | 'Mutation'; name: string }[] {
  const operations: { type: 'Query' | 'Mutation'; name: string }[] = [];
  for (const type of ['Query', 'Mutation'] as const) {
    const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const name of Object.keys(root?.getFields() ?? {})) operations.push({ type, name });
  }
  return operations;
}

export interface StartServicesOptions {
  /** Where the services log (default: nowhere); the fuzz reads every line above info. */
  logger?: Logger;
  /** Sign-in slow-down off, for harnesses that fail thousands of sign-ins on purpose. */
  noSlowDown?: boolean;
}

/** api, rest, importer and ai in this process over the fixture database, exercised with inject. */
export async function startServices(
  handle: FixtureHandle,
  options: StartServicesOptions = {},
): Promise<Services> {
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const { db, pool, url } = handle.database;
  const env = { DATABASE_URL: url, AUTH_SECRET: handle.secret };
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'gf-isolation-files-'));
  const storage = createDiskStorage({ root: filesRoot });
  const slowDown = options.noSlowDown ? { slowDown: { baseMs: 0, maxMs: 0 } } : {};
  const api = buildApi({
    db,
    pool,
    authSecret: handle.secret,
    logger,
    production: false,
    // Events of refused calls would be a bug; none is expected, so nothing consumes them.
    documents: { storage, publishFileEvent: async () => undefined, maxUploadBytes: 1024 * 1024 },
    // No importer runs here: an ADMIN's syncOpportunities is accepted and goes nowhere.
    requestOpportunitySync: async () => undefined,
    accounts: slowDown,
  });
  const rest: Record<RestService, FastifyInstance> = {
    rest: buildRest({ config: restEnv.parse(env), logger, pool, db, accounts: slowDown }),
    importer: buildImporter({ config: importerEnv.parse(env), logger, pool, db }),
    ai: buildAi({ config: aiEnv.parse(env), logger, pool, db }),
  };

  const routes: RouteEntry[] = [];
  for (const [service, app] of Object.entries(rest) as [RestService, FastifyInstance][]) {
    // Route plugins load during ready(), after this hook is in place, so every route passes through it.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (IMPLICIT_METHODS.has(method) || OPERATIONAL.has(route.url)) continue;
        routes.push({ service, method, url: route.url });
      }
    });
  }
  await Promise.all([api.ready(), ...Object.values(rest).map((app) => app.ready())]);

  return {
    api,
    storage,
    filesRoot,
    rest,
    routes,
    close: async () => {
      await Promise.all([api.close(), ...Object.values(rest).map((app) => app.close())]);
      rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}

function segmentPattern(segment: string): string {
  if (segment === '*') return '.*';
  // `:param` and `:param(regex)`; anything else is literal.
  return segment
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?)/)
    .map((piece) => (piece.startsWith(':') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
}

/** Whether a concrete path (query ignored) matches a Fastify route pattern. */
export function matchesRoute(pattern: string, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const regex = new RegExp(`^${pattern.split('/').map(segmentPattern).join('/')}/?$`);
  return regex.test(path);
}

/** The registered route a case's call reaches; a literal route wins over a parametric one. */
export function routeFor(
  routes: RouteEntry[],
  service: RestService,
  method: string,
  url: string,
): RouteEntry | undefined {
  const candidates = routes.filter(
    (route) => route.service === service && route.method === method && matchesRoute(route.url, url),
  );
  candidates.sort((a, b) => (a.url.match(/[:*]/g)?.length ?? 0) - (b.url.match(/[:*]/g)?.length ?? 0));
  return candidates[0];
}
