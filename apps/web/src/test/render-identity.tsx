import { vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { renderRouter } from './render-router.tsx';

// Screen tests for the identity features: the real router and frame, with GraphQL and REST answered by
// the test. GraphQL goes through a urql client whose fetch calls `graphql`; REST through a stubbed global fetch.

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export type GraphqlAnswer = { data?: unknown; errors?: { message: string }[] };
export type GraphqlHandler = (call: GraphqlCall) => GraphqlAnswer | undefined;

export interface RestCall {
  method: string;
  path: string;
  body: unknown;
}

export type RestHandler = (
  call: RestCall,
) => { status?: number; statusText?: string; body: unknown } | undefined;

export interface IdentityUser {
  id: string;
  email: string;
  role: 'ADMIN' | 'MANAGER' | 'USER';
  authorized: boolean;
  organization: { id: string; name: string; currentFiscalYear: number };
}

export const member: IdentityUser = {
  id: '3',
  email: 'staff@example.org',
  role: 'USER',
  authorized: true,
  organization: { id: '1', name: 'Riverbend Community Foundation', currentFiscalYear: 2025 },
};

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export function renderIdentity(
  path: string,
  options: { user?: IdentityUser | null; graphql?: GraphqlHandler; rest?: RestHandler } = {},
) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const graphqlCalls: GraphqlCall[] = [];
  const restCalls: RestCall[] = [];
  const user = options.user ?? null;

  const graphqlFetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> };
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const call = { operationName, variables: body.variables ?? {} };
    graphqlCalls.push(call);
    const answer = options.graphql?.(call);
    if (answer) return json(answer);
    if (operationName === 'CurrentUser') return json({ data: { currentUser: user } });
    if (/^\s*query\s+\w+\s*{\s*listOrganizations\b/.test(body.query))
      return json({
        data: { listOrganizations: user ? [{ fiscalYearStart: null, ...user.organization }] : [] },
      });
    // Other screens' data (dashboard, reminders…) is not this helper's business: they get their error state.
    return json({ data: null, errors: [{ message: `${operationName} is not answered in this test` }] });
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/graphql')) return graphqlFetch(input, init);
    const call = {
      method: init?.method ?? 'GET',
      path: url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    restCalls.push(call);
    const answer = options.rest?.(call);
    if (answer) return json(answer.body, answer.status ?? 200, answer.statusText ?? 'OK');
    // A manager's header asks for the linked organisations (the picker): none linked, unless the test says.
    if (user?.role === 'MANAGER' && call.method === 'GET' && url.endsWith(`/managers/${user.id}`))
      return json({ status: 200, error: null, data: [] });
    return json({ status: 404, error: 'Not Found', data: null }, 404, 'Not Found');
  });

  return { ...renderRouter(path, { i18n }), graphqlCalls, restCalls };
}
