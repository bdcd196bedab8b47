import { settleBackground } from '@grantflow/auth/background';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture, IsolationCase } from './case.ts';
import { loadCaseFiles } from './cases/index.ts';
import { changedTables, type Fingerprint } from './fingerprint.ts';
import { createFixture, type FixtureHandle, removeManagerLink } from './fixture.ts';
import {
  CALLERS,
  type Caller,
  callCase,
  caseName,
  judge,
  loadMarkers,
  type Markers,
  rootFields,
  VARIANTS,
} from './runner.ts';
import { graphqlOperations, routeFor, type Services, startServices } from './services.ts';

const caseFiles = await loadCaseFiles();
const entries = caseFiles.flatMap(({ file, cases }) => cases.map((entry) => ({ file, entry })));

/** A stand-in fixture whose ids print as `<orgA.funderId>`, for readable test names. */
function placeholderFixture(): Fixture {
  const group = (prefix: string) =>
    new Proxy({}, { get: (_target, key) => `<${prefix}.${String(key)}>` }) as never;
  return { orgA: group('orgA'), orgB: group('orgB'), users: group('users') };
}
const placeholder = placeholderFixture();

let handle: FixtureHandle;
let services: Services;
let markers: Markers;
let baseline: Fingerprint;
const tokens = new Map<Caller, string | null>();

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle);
  markers = await loadMarkers(handle);
  for (const caller of CALLERS) {
    tokens.set(caller, caller.user ? await handle.token(handle.fx.users[caller.user]) : null);
  }
  // After the token was issued: the old token must stop giving access to A at once.
  await removeManagerLink(handle);
  baseline = await handle.fingerprint();
});

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('tenant-isolation coverage', () => {
  it("notices a change to organisation A's rows", async () => {
    const { admin, fx } = handle;
    await admin.query("update funders set notes = coalesce(notes, '') || '.' where id = $1", [
      fx.orgA.funderId,
    ]);
    const after = await handle.fingerprint();
    expect(changedTables(baseline, after)).toEqual(['funders']);
    // B's rows are not A's data: changing them leaves A's fingerprint alone.
    await admin.query("update funders set notes = coalesce(notes, '') || '.' where id = $1", [
      fx.orgB.funderId,
    ]);
    expect(changedTables(after, await handle.fingerprint())).toEqual([]);
    baseline = after;
  });

  it('has a case for every GraphQL Query and Mutation field', () => {
    const covered = new Set(
      entries.flatMap(({ entry }) => (entry.kind === 'graphql' ? [entry.operation] : [])),
    );
    const missing = graphqlOperations()
      .filter((operation) => !covered.has(operation.name))
      .map((operation) => `${operation.type}.${operation.name}`);
    expect(missing, 'GraphQL operations without a tenant-isolation case').toEqual([]);
  });

  it('has a case for every REST route', () => {
    const covered = new Set<string>();
    for (const { entry } of entries) {
      if (entry.kind !== 'rest') continue;
      const route = routeFor(services.routes, entry.service, entry.method, entry.url(handle.fx));
      if (route) covered.add(`${route.service} ${route.method} ${route.url}`);
    }
    const missing = services.routes
      .map((route) => `${route.service} ${route.method} ${route.url}`)
      .filter((key) => !covered.has(key));
    expect(missing, 'REST routes without a tenant-isolation case').toEqual([]);
  });

  it('has no case for an operation or route that does not exist', () => {
    const operations = new Set(graphqlOperations().map((operation) => operation.name));
    const stale: string[] = [];
    for (const { file, entry } of entries) {
      if (entry.kind === 'graphql') {
        if (!operations.has(entry.operation)) stale.push(`${file}: no operation ${entry.operation}`);
        else if (!rootFields(entry.request(handle.fx).query).includes(entry.operation)) {
          stale.push(`${file}: the query of ${entry.operation} does not select it`);
        }
      } else if (!routeFor(services.routes, entry.service, entry.method, entry.url(handle.fx))) {
        stale.push(`${file}: no route for ${entry.service} ${entry.method} ${entry.url(handle.fx)}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('gives every caller a working token (so refusals are about access, not a broken fixture)', async () => {
    for (const caller of CALLERS) {
      if (!caller.user) continue;
      const response = await services.api.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${tokens.get(caller)}`, 'content-type': 'application/json' },
        payload: { query: '{ currentUser { id } }' },
      });
      expect(response.json(), caller.name).toEqual({
        data: { currentUser: { id: String(handle.fx.users[caller.user]) } },
      });
    }
  });
});

async function runCase(entry: IsolationCase): Promise<string[]> {
  const failures: string[] = [];
  // X-Organization-Id means nothing to an operation meant for anonymous callers: one call each is enough.
  const variants = entry.public ? VARIANTS.slice(0, 1) : VARIANTS;
  for (const caller of CALLERS) {
    for (const variant of variants) {
      // A case about the caller may end their session (logout): it gets a token of its own.
      const token =
        entry.callerScoped && caller.user
          ? await handle.token(handle.fx.users[caller.user])
          : (tokens.get(caller) ?? null);
      const result = await callCase(services, handle.fx, entry, token, variant);
      const verdict = judge(entry, caller, result, markers);
      if (!verdict.ok) failures.push(`${caller.name} (${variant}): ${verdict.reason}`);
    }
  }
  // Throttles count failures per account and address; reset them so one case cannot lock out the next.
  await handle.admin.query('delete from auth_throttles');
  const after = await handle.fingerprint();
  const changed = changedTables(baseline, after);
  baseline = after;
  if (changed.length > 0 && !entry.public) {
    failures.push(`organisation A's rows changed in: ${changed.join(', ')}`);
  }
  return failures;
}

describe('every operation and route, as callers who may not act for organisation A', () => {
  for (const { file, entry } of entries) {
    it(`${file}: ${caseName(entry, placeholder)}`, async () => {
      expect(await runCase(entry)).toEqual([]);
    });
  }
});

describe('the audit of those tries', () => {
  it('records cross-tenant refusals, each naming a caller and organisation A', async () => {
    await settleBackground();
    const { rows } = await handle.admin.query<{
      actor_user_id: number;
      organization_id: number;
      target_type: string;
    }>(
      "select actor_user_id, organization_id, target_type from audit_events where action = 'auth.tenant.denied'",
    );
    expect(rows.length).toBeGreaterThan(0);
    const callers = new Set(Object.values(handle.fx.users));
    for (const row of rows) {
      expect(callers.has(row.actor_user_id), `actor ${row.actor_user_id}`).toBe(true);
      expect(row.organization_id).toBe(handle.fx.orgA.id);
    }
  });
});
