import type { FastifyInstance } from 'fastify';
import { Kind, parse } from 'graphql';
import type { Fixture, FixtureUsers, GraphQLCase, IsolationCase, RestCase } from './case.ts';
import type { FixtureHandle } from './fixture.ts';
import type { Services } from './services.ts';

export interface Caller {
  name: string;
  /** Which fixture user; null is anonymous. */
  user: keyof FixtureUsers | null;
}

/** Nobody here may act for organisation A (ADMIN and A's linked manager may, so they are not callers). */
export const CALLERS: readonly Caller[] = [
  { name: 'anonymous', user: null },
  { name: 'USER of B', user: 'userOfB' },
  { name: 'unauthorized user of A', user: 'unauthorizedOfA' },
  { name: 'MANAGER not linked to A', user: 'managerNotLinked' },
  { name: 'MANAGER whose link to A was removed', user: 'managerLinkRemoved' },
];

/**
 * Each caller calls twice: acting for their own organisation, and claiming A through the
 * X-Organization-Id header (as the web's organisation picker sends it).
 */
export const VARIANTS = ['own organisation', 'claiming A via X-Organization-Id'] as const;
export type Variant = (typeof VARIANTS)[number];

/** GraphQL error codes that mean "refused" (a refused id and a missing one answer alike). */
export function isRefusalCode(code: unknown): boolean {
  return (
    code === 'UNAUTHORIZED' ||
    code === 'UNAUTHENTICATED' ||
    code === 'FORBIDDEN' ||
    // A task given to another organisation's user: that user is as absent as a missing one.
    code === 'TASK_ASSIGNEE_NOT_IN_ORGANIZATION' ||
    (typeof code === 'string' && code.endsWith('_NOT_FOUND'))
  );
}

const REFUSAL_STATUSES = new Set([401, 403, 404]);

/** null, false, 0, '', [] and objects made only of those: an answer that reveals nothing. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyAnswer);
  return false;
}

export function caseName(entry: IsolationCase, fx: Fixture): string {
  if (entry.name) return entry.name;
  if (entry.kind === 'graphql') return `graphql ${entry.operation}`;
  return `${entry.service} ${entry.method} ${entry.url(fx)}`;
}

/** The root fields a GraphQL document selects (aliases resolved to field names). */
export function rootFields(query: string): string[] {
  const document = parse(query);
  const names: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    }
  }
  return names;
}

export interface CallResult {
  status: number;
  raw: string;
  json: unknown;
}

export interface Judgement {
  ok: boolean;
  reason: string;
}

/** Strings that only organisation A's data contains; finding one in an answer is a leak. */
export interface Markers {
  /** Everything distinctive of A. */
  all: string[];
  /** What a given caller legitimately knows of A (the unauthorized user of A: their organisation's name, their e-mail). */
  ownedBy: Partial<Record<keyof FixtureUsers, string[]>>;
}

export async function loadMarkers(handle: FixtureHandle): Promise<Markers> {
  const { fx, admin } = handle;
  const distinct = await admin.query<{ marker: string }>(
    `select marker from (
       select name as marker from funders where organization_id = $1
       except select name from funders where organization_id <> $1
       union
       (select name from programs where organization_id = $1
        except select name from programs where organization_id <> $1)
       union select email from users where organization_id = $1
       union select title from chats where organization_id = $1
       union select body from application_drafts where organization_id = $1
       union select source_url from funder_filings where organization_id = $1
       union select name from saved_opportunity_searches where organization_id = $1
       union select version from document_fine_tuning_versions where organization_id = $1
       union select version from database_fine_tuning_versions where organization_id = $1
       union select name from files where organization_id = $1
     ) m where length(marker) >= 6`,
    [fx.orgA.id],
  );
  const unauthorizedEmail = await admin.query<{ email: string }>('select email from users where id = $1', [
    fx.users.unauthorizedOfA,
  ]);
  return {
    all: [fx.orgA.name, ...distinct.rows.map((row) => row.marker)],
    ownedBy: {
      unauthorizedOfA: [fx.orgA.name, ...unauthorizedEmail.rows.map((row) => row.email)],
    },
  };
}

function leakedMarkers(raw: string, markers: Markers, caller: Caller): string[] {
  const owned = new Set(caller.user ? (markers.ownedBy[caller.user] ?? []) : []);
  return markers.all.filter((marker) => !owned.has(marker) && raw.includes(marker));
}

export async function callCase(
  services: Services,
  fx: Fixture,
  entry: IsolationCase,
  token: string | null,
  variant: Variant,
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (variant === 'claiming A via X-Organization-Id') headers['x-organization-id'] = String(fx.orgA.id);

  let app: FastifyInstance;
  let method: RestCase['method'] = 'POST';
  let url = '/graphql';
  let payload: string | Buffer | undefined;
  if (entry.kind === 'graphql') {
    app = services.api;
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(entry.request(fx));
  } else {
    app = services.rest[entry.service];
    method = entry.method;
    url = entry.url(fx);
    Object.assign(headers, entry.headers?.(fx));
    const body = entry.body?.(fx);
    if (typeof body === 'string' || Buffer.isBuffer(body)) payload = body;
    else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(body);
    }
  }
  const response = await app.inject({ method, url, headers, payload });
  let json: unknown = null;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = null;
  }
  return { status: response.statusCode, raw: response.body, json };
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

function judgeGraphQL(entry: GraphQLCase, result: CallResult): Judgement {
  const body = (result.json ?? {}) as GraphQLBody;
  if (body.errors && body.errors.length > 0) {
    const unexpected = body.errors.filter((error) => !isRefusalCode(error.extensions?.code));
    if (unexpected.length > 0) {
      return {
        ok: false,
        reason: `errors that are not refusals: ${unexpected
          .map((error) => `${String(error.extensions?.code ?? 'no code')} "${error.message}"`)
          .join('; ')}`,
      };
    }
    const data = body.data ?? null;
    if (data && !isEmptyAnswer(data)) return { ok: false, reason: `refused but still answered data` };
    return { ok: true, reason: 'refused' };
  }
  if (isEmptyAnswer(body.data ?? null)) return { ok: true, reason: 'empty answer' };
  if (entry.callerScoped) return { ok: true, reason: 'answer about the caller' };
  return { ok: false, reason: `answered ${truncate(JSON.stringify(body.data))}` };
}

function judgeRest(entry: RestCase, result: CallResult): Judgement {
  if (REFUSAL_STATUSES.has(result.status)) return { ok: true, reason: `HTTP ${result.status}` };
  const envelope = result.json as { status?: unknown } | null;
  if (envelope && typeof envelope === 'object' && REFUSAL_STATUSES.has(Number(envelope.status))) {
    return { ok: true, reason: `body status ${String(envelope.status)}` };
  }
  if (result.status < 400 && entry.callerScoped) return { ok: true, reason: 'answer about the caller' };
  return { ok: false, reason: `HTTP ${result.status}: ${truncate(result.raw)}` };
}

function truncate(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Public cases only have to reveal nothing of A; all others must be refused (or empty) too. */
export function judge(entry: IsolationCase, caller: Caller, result: CallResult, markers: Markers): Judgement {
  const leaked = leakedMarkers(result.raw, markers, caller);
  if (leaked.length > 0) return { ok: false, reason: `reveals organisation A's data: ${leaked.join(', ')}` };
  if (result.status >= 500) return { ok: false, reason: `HTTP ${result.status}: ${truncate(result.raw)}` };
  if (entry.public) return { ok: true, reason: 'public, reveals nothing' };
  return entry.kind === 'graphql' ? judgeGraphQL(entry, result) : judgeRest(entry, result);
}
