import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { type ApiTestKit, createApiTestKit, type GraphQLResponse } from './api-test-kit.ts';

// Shared set-up of the tracker's integration tests: organisation A with a USER, organisation B
// with a USER, and helpers to call GraphQL as them and to read stored rows as the superuser.

export interface TrackerKit {
  kit: ApiTestKit;
  orgA: number;
  orgB: number;
  tokenA: string;
  tokenB: string;
  /** GraphQL as A's user; throws with the response when it carries errors. */
  ok: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  /** GraphQL as A's user (or `token`), errors kept. */
  call: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<GraphQLResponse<T>>;
  /** SQL as the superuser (bypasses RLS): stored-row checks, test-only triggers. */
  sql: <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => Promise<R[]>;
  admin: pg.Pool;
  close: () => Promise<void>;
}

export async function createTrackerKit(
  fiscalYearStart: string | null = '2020-07-01',
  options: Parameters<typeof createApiTestKit>[0] = {},
): Promise<TrackerKit> {
  const kit = await createApiTestKit(options);
  const orgA = await kit.createOrganization('Riverbend Community Foundation', fiscalYearStart);
  const orgB = await kit.createOrganization('Harbor Lights Youth Alliance');
  await kit.createUser({ email: 'a@example.org', organizationId: orgA });
  await kit.createUser({ email: 'b@example.org', organizationId: orgB });
  const tokenA = await kit.login('a@example.org');
  const tokenB = await kit.login('b@example.org');
  const admin = createAdminPool(kit.database.url, 2);
  const call: TrackerKit['call'] = (query, variables, token = tokenA) => kit.gql(query, { variables, token });
  return {
    kit,
    orgA,
    orgB,
    tokenA,
    tokenB,
    call,
    ok: async (query, variables) => {
      const response = await call<never>(query, variables);
      if (response.body.errors || !response.body.data) throw new Error(`GraphQL failed: ${response.raw}`);
      return response.body.data;
    },
    sql: async (text, params = []) => (await admin.query(text, params)).rows,
    admin,
    close: async () => {
      await admin.end();
      await kit.close();
    },
  };
}

/** The messages and field details of a failed GraphQL response. */
export function failure(response: GraphQLResponse) {
  const [error] = response.body.errors ?? [];
  return {
    message: error?.message,
    code: error?.extensions?.code,
    fields: error?.extensions?.fields as Record<string, string> | undefined,
  };
}

export const CREATE_FUNDER = `mutation CreateFunder($params: FunderCreateParams!) {
  createFunder(params: $params) { id name }
}`;
export const CREATE_PROGRAM = `mutation CreateProgram($name: String, $yearlyGoal: Float, $organizationId: ID) {
  createProgram(name: $name, yearlyGoal: $yearlyGoal, organizationId: $organizationId) { id name }
}`;
export const CREATE_GRANT = `mutation CreateGrant($funderId: ID, $programId: ID, $frequency: GrantFrequency, $recurrenceCount: Int, $application: GrantApplicationInput) {
  createGrant(funderId: $funderId, programId: $programId, frequency: $frequency, recurrenceCount: $recurrenceCount, application: $application) {
    grant { id frequency recurrenceCount program { id name } funder { id name } }
    applications { id status deadline reports { id urgency deadline } }
  }
}`;

/** A funder and a program in organisation A; returns their ids. */
export async function funderAndProgram(
  tracker: TrackerKit,
  names: { funder?: string; program?: string } = {},
): Promise<{ funderId: string; programId: string }> {
  const funder = await tracker.ok<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    params: { name: names.funder ?? 'Acme Foundation', type: 'FOUNDATION' },
  });
  const program = await tracker.ok<{ createProgram: { id: string } }>(CREATE_PROGRAM, {
    name: names.program ?? 'Youth Arts',
    yearlyGoal: 100000,
  });
  return { funderId: funder.createFunder.id, programId: program.createProgram.id };
}

export interface GrantOptions {
  funderId: string;
  programId: string;
  frequency?: 'ONE_TIME' | 'RECURRING';
  recurrenceCount?: number | null;
  application?: Record<string, unknown>;
}

/** createGrant as A's user; returns the created application ids. */
export async function createGrant(tracker: TrackerKit, options: GrantOptions): Promise<string[]> {
  const data = await tracker.ok<{ createGrant: { applications: { id: string }[] } }>(CREATE_GRANT, {
    funderId: options.funderId,
    programId: options.programId,
    frequency: options.frequency ?? 'ONE_TIME',
    recurrenceCount: options.recurrenceCount ?? null,
    application: { deadline: '2026-03-01', deadlineType: 'REQUIRED', notApply: true, ...options.application },
  });
  return data.createGrant.applications.map((a) => a.id);
}
