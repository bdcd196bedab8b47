import type { Fixture, IsolationCase, RestCase, RestService } from '@grantflow/tenant-isolation/src/case.ts';
import { matchesRoute, type RouteEntry } from '@grantflow/tenant-isolation/src/services.ts';
import fc from 'fast-check';
import { type GraphQLField, type GraphQLSchema, getNamedType, isCompositeType } from 'graphql';
import { graphqlValue, mutated, nastyString, nastyValue } from './arbitraries.ts';

// What the fuzz calls: every Query and Mutation field of the API schema and every route the REST services
// register (the tenant-isolation suite's enumeration), each with a seeded generator of requests.

export interface FuzzRequest {
  target: string;
  app: 'api' | RestService;
  method: string;
  url: string;
  /** A JSON value, or a string sent as the raw body. */
  body?: unknown;
  raw?: boolean;
}

export interface Target {
  name: string;
  kind: 'mutation' | 'query' | 'rest';
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  return isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
}

function graphqlTarget(
  type: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  ids: readonly number[],
): Target {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${type} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selectionFor(field)} }`;
  const variables = fc.record(
    Object.fromEntries(field.args.map((arg) => [arg.name, graphqlValue(arg.type, ids)])),
    { requiredKeys: [] },
  );
  const name = `${type === 'query' ? 'Query' : 'Mutation'}.${field.name}`;
  const request = (body: unknown, raw = false): FuzzRequest => ({
    target: name,
    app: 'api',
    method: 'POST',
    url: '/graphql',
    body,
    raw,
  });
  return {
    name,
    kind: type,
    arbitrary: fc.oneof(
      { weight: 12, arbitrary: variables.map((vars) => request({ query, variables: vars })) },
      // Wrong-typed variables as a whole, a literal holding control characters, documents that are not strings.
      { weight: 1, arbitrary: nastyValue.map((vars) => request({ query, variables: vars })) },
      {
        weight: 1,
        arbitrary: nastyString.map((text) =>
          request({
            query: `${type} { ${field.name}${selectionFor(field)} } # ${text}`,
            variables: { x: text },
          }),
        ),
      },
      { weight: 1, arbitrary: nastyValue.map((body) => request(body)) },
    ),
  };
}

export function graphqlTargets(schema: GraphQLSchema, ids: readonly number[]): Target[] {
  const targets: Target[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {}))
    targets.push(graphqlTarget('mutation', field, ids));
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
    targets.push(graphqlTarget('query', field, ids));
  return targets;
}

/** The concrete URL of a route: the isolation case's (organisation A's ids) when there is one. */
function validRequestFor(
  route: RouteEntry,
  cases: readonly IsolationCase[],
  fx: Fixture,
): { url: string; body?: unknown } {
  const found = cases.find(
    (entry): entry is RestCase =>
      entry.kind === 'rest' &&
      entry.service === route.service &&
      entry.method === route.method &&
      matchesRoute(route.url, entry.url(fx)),
  );
  if (found) return { url: found.url(fx), body: found.body?.(fx) };
  return { url: route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, String(fx.orgA.id)).replace('*', 'x') };
}

/** Percent-encodes; a lone surrogate (not encodable) becomes its raw UTF-8 bytes, itself a nasty input. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const pathSegment = fc
  .oneof(nastyString, fc.constantFrom('0', '-1', '2147483648', '1.5', 'null'))
  .map(encode);
const queryPart = fc.option(
  fc
    .tuple(
      fc.constantFrom('organization_id', 'organizationId', 'user_id', 'days', 'tables', 'x'),
      nastyString,
    )
    .map(([key, value]) => `${key}=${encode(value)}`),
);

export function restTargets(
  routes: readonly RouteEntry[],
  cases: readonly IsolationCase[],
  fx: Fixture,
): Target[] {
  return routes.map((route) => {
    const valid = validRequestFor(route, cases, fx);
    const patternSegments = route.url.split('/');
    const urlArbitrary = fc
      .tuple(
        fc.array(fc.boolean(), { minLength: patternSegments.length, maxLength: patternSegments.length }),
        fc.array(pathSegment, { minLength: patternSegments.length, maxLength: patternSegments.length }),
        queryPart,
      )
      .map(([replace, segments, query]) => {
        const [path = '', existingQuery] = valid.url.split('?');
        const concrete = path
          .split('/')
          .map((segment, index) =>
            patternSegments[index]?.startsWith(':') && replace[index]
              ? (segments[index] ?? segment)
              : segment,
          );
        const search = [existingQuery, query].filter(Boolean).join('&');
        return `${concrete.join('/')}${search ? `?${search}` : ''}`;
      });
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const bodyArbitrary: fc.Arbitrary<{ body?: unknown; raw?: boolean }> = hasBody
      ? fc.oneof(
          { weight: 6, arbitrary: mutated(valid.body ?? {}).map((body) => ({ body })) },
          { weight: 2, arbitrary: nastyValue.map((body) => ({ body })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom('42', 'null', '"x"', '{', '[]', '{"a":', '\u0000')
              .map((body) => ({ body, raw: true })),
          },
        )
      : fc.constant({});
    const name = `${route.service} ${route.method} ${route.url}`;
    return {
      name,
      kind: 'rest' as const,
      arbitrary: fc.tuple(urlArbitrary, bodyArbitrary).map(([url, body]) => ({
        target: name,
        app: route.service,
        method: route.method,
        url,
        ...body,
      })),
    };
  });
}
