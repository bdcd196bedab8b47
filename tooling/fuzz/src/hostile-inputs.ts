import type { RouteEntry } from '@grantflow/tenant-isolation/src/services.ts';
import type { FuzzRequest } from './targets.ts';

// Fixed inputs beside the random ones: requests built to cost a service far more than their size, each with
// the coded refusal it must get. Random generation would never hit them.

export interface HostileInput {
  request: FuzzRequest;
  /** `extensions.code` (GraphQL) or the envelope's `code` (REST) of the refusal. */
  code: string;
}

/** `levels` fragments, each spreading the next ten times: 10^(levels-1) selections once expanded. */
export function fragmentFanOut(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) => {
    const next = i < levels - 1 ? `...F${i + 1} `.repeat(10) : '';
    return `fragment F${i} on Query { __typename ${next}}`;
  });
  return `query { __typename ...F0 } ${fragments.join(' ')}`;
}

export const deepArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
export const deepObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const DEEP_BODIES = [
  ['arrays 5,000 deep', deepArrays(5_000)],
  ['objects 5,000 deep', deepObjects(5_000)],
  ['arrays 200,000 deep', deepArrays(200_000)],
] as const;

function graphql(target: string, body: unknown, raw = false): FuzzRequest {
  return { target, app: 'api', method: 'POST', url: '/graphql', body, raw };
}

/** A concrete URL for a registered pattern: parameters and wildcards filled with something that routes. */
function concreteUrl(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : segment === '*' ? 'x' : segment))
    .join('/');
}

export function hostileInputs(routes: readonly RouteEntry[]): HostileInput[] {
  const inputs: HostileInput[] = [7, 10].map((levels) => ({
    request: graphql(`fragment fan-out, ${levels} levels`, { query: fragmentFanOut(levels) }),
    code: 'QUERY_TOO_COMPLEX',
  }));
  for (const [name, body] of DEEP_BODIES) {
    inputs.push({
      request: graphql(
        `GraphQL variables, ${name}`,
        `{"query":"{ __typename }","variables":{"a":${body}}}`,
        true,
      ),
      code: 'JSON_TOO_DEEP',
    });
    for (const route of routes) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      inputs.push({
        request: {
          target: `${route.service} ${route.method} ${route.url}, ${name}`,
          app: route.service,
          method: route.method,
          url: concreteUrl(route.url),
          body,
          raw: true,
        },
        code: 'JSON_TOO_DEEP',
      });
    }
  }
  return inputs;
}
