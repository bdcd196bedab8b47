import { describe, expect, it } from 'vitest';
import type { GraphQLCase, RestCase } from './case.ts';
import { changedTables } from './fingerprint.ts';
import { CALLERS, type CallResult, isEmptyAnswer, judge, type Markers, rootFields } from './runner.ts';
import { matchesRoute, type RouteEntry, routeFor } from './services.ts';

const markers: Markers = {
  all: ['Riverbend Community Foundation', 'Hollis Family Foundation', 'staff@example.org'],
  ownedBy: { unauthorizedOfA: ['Riverbend Community Foundation'] },
};
const [anonymous, userOfB, unauthorizedOfA] = CALLERS as [
  (typeof CALLERS)[number],
  (typeof CALLERS)[number],
  (typeof CALLERS)[number],
];
const graphqlCase: GraphQLCase = {
  kind: 'graphql',
  operation: 'getFunder',
  request: () => ({ query: '{ x }' }),
};
const restCase: RestCase = { kind: 'rest', service: 'rest', method: 'GET', url: () => '/x' };

function result(status: number, body: unknown): CallResult {
  const raw = JSON.stringify(body);
  return { status, raw, json: body };
}

describe('judge', () => {
  it.each([
    [
      'a refusal code',
      { errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHORIZED' } }], data: null },
    ],
    [
      'a *_NOT_FOUND code',
      { errors: [{ message: 'x', extensions: { code: 'FUNDER_NOT_FOUND' } }], data: null },
    ],
    ['an empty list', { data: { listFunders: [] } }],
    ['null', { data: { getFunder: null } }],
    ['an empty page', { data: { listApplications: { items: [], total: 0 } } }],
  ])('accepts %s', (_label, body) => {
    expect(judge(graphqlCase, userOfB, result(200, body), markers).ok).toBe(true);
  });

  it.each([
    ['data', { data: { getFunder: { id: '3' } } }],
    ['a validation error', { errors: [{ message: 'x', extensions: { code: 'VALIDATION' } }], data: null }],
    ['an internal error', { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }], data: null }],
    ['an error without a code', { errors: [{ message: 'Cannot query field' }] }],
  ])('refuses %s', (_label, body) => {
    expect(judge(graphqlCase, userOfB, result(200, body), markers).ok).toBe(false);
  });

  it("fails on organisation A's names anywhere, even in a refusal or a public answer", () => {
    const body = { errors: [{ message: 'Hollis Family Foundation', extensions: { code: 'FORBIDDEN' } }] };
    expect(judge(graphqlCase, userOfB, result(200, body), markers)).toMatchObject({ ok: false });
    const publicCase: GraphQLCase = { ...graphqlCase, public: 'sign-in' };
    expect(judge(publicCase, anonymous, result(200, { data: { x: 'staff@example.org' } }), markers).ok).toBe(
      false,
    );
    expect(judge(publicCase, anonymous, result(200, { data: { x: 'token' } }), markers).ok).toBe(true);
  });

  it("lets a caller see what they own of A (the unauthorized user's own organisation name)", () => {
    const scoped: GraphQLCase = { ...graphqlCase, callerScoped: 'me' };
    const body = { data: { currentUser: { organization: { name: 'Riverbend Community Foundation' } } } };
    expect(judge(scoped, unauthorizedOfA, result(200, body), markers).ok).toBe(true);
    expect(judge(scoped, userOfB, result(200, body), markers).ok).toBe(false);
  });

  it.each([
    [401, { status: 401, error: 'unauthorized', data: null }, true],
    [404, { status: 404, error: 'User not found', data: null }, true],
    [200, { status: 403, error: 'forbidden', data: null }, true],
    [200, { status: 200, error: null, data: [] }, false],
    [400, { status: 400, error: 'This field is invalid.', data: null }, false],
    [500, { status: 500, error: 'x', data: null }, false],
  ])('REST HTTP %i with %j → ok %s', (status, body, ok) => {
    expect(judge(restCase, userOfB, result(status, body), markers).ok).toBe(ok);
  });
});

describe('helpers', () => {
  it('isEmptyAnswer', () => {
    expect(isEmptyAnswer({ a: null, b: [], c: { d: false, e: 0, f: '' } })).toBe(true);
    expect(isEmptyAnswer({ a: [{}] })).toBe(false);
    expect(isEmptyAnswer({ a: true })).toBe(false);
  });

  it('rootFields reads the operation names, not aliases', () => {
    expect(rootFields('mutation { a: logout, currentUser { id } }')).toEqual(['logout', 'currentUser']);
  });

  it('matches route patterns and prefers literal routes', () => {
    expect(matchesRoute('/managers/:userId', '/managers/12')).toBe(true);
    expect(matchesRoute('/managers/:userId', '/managers/12/x')).toBe(false);
    expect(matchesRoute('/ai/get-fine-tunning/:a/:b/:c', '/ai/get-fine-tunning/1/2/0?x=1')).toBe(true);
    expect(matchesRoute('/files/*', '/files/a/b.pdf')).toBe(true);
    const routes: RouteEntry[] = [
      { service: 'rest', method: 'POST', url: '/managers/:userId' },
      { service: 'rest', method: 'POST', url: '/managers/organisation' },
    ];
    expect(routeFor(routes, 'rest', 'POST', '/managers/organisation')?.url).toBe('/managers/organisation');
    expect(routeFor(routes, 'ai', 'POST', '/managers/organisation')).toBeUndefined();
  });

  it('changedTables', () => {
    expect(changedTables({ a: '1:x', b: '2:y' }, { a: '1:x', b: '3:z', c: '0:' })).toEqual(['b', 'c']);
  });
});
