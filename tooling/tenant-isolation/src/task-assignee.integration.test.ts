import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type FixtureHandle } from './fixture.ts';
import { type Services, startServices } from './services.ts';

// A task can not be given to a user of another organisation: B's user creating or editing a task in B
// with A's user as assignee gets TASK_ASSIGNEE_NOT_IN_ORGANIZATION, and no task names A's user.

const CREATE = 'mutation ($params: TaskParams!) { createTask(params: $params) { id assignee { id } } }';
const UPDATE = 'mutation ($id: ID!, $params: TaskParams!) { updateTask(id: $id, params: $params) { id } }';

interface Answer {
  data?: Record<string, { id: string } | null> | null;
  errors?: { extensions?: { code?: unknown } }[];
}

let handle: FixtureHandle;
let services: Services;
let tokenOfB: string;

async function gql(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await services.api.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOfB}` },
    payload: JSON.stringify({ query, variables }),
  });
  return response.json<Answer>();
}

const tasksOf = async (assigneeId: number) =>
  (await handle.admin.query('select id from tasks where assignee_id = $1', [assigneeId])).rows.length;

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle);
  tokenOfB = await handle.token(handle.fx.users.userOfB);
}, 120_000);

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

describe('a task assignee of another organisation', () => {
  it('is refused on create, while B’s own user is accepted (the positive control)', async () => {
    const { fx } = handle;
    const before = await tasksOf(fx.orgA.userId);
    const refused = await gql(CREATE, {
      params: { title: 'Cross-tenant', assigneeId: String(fx.orgA.userId) },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('TASK_ASSIGNEE_NOT_IN_ORGANIZATION');
    expect(refused.data ?? null).toBeNull();
    expect(await tasksOf(fx.orgA.userId)).toBe(before);

    const own = await gql(CREATE, { params: { title: 'Own', assigneeId: String(fx.orgB.userId) } });
    expect(own.errors).toBeUndefined();
    expect(own.data?.createTask?.id).toBeTruthy();
  });

  it('is refused on update, and the task keeps its assignee', async () => {
    const { fx } = handle;
    const refused = await gql(UPDATE, {
      id: String(fx.orgB.taskId),
      params: { title: 'Moved', assigneeId: String(fx.orgA.userId) },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('TASK_ASSIGNEE_NOT_IN_ORGANIZATION');
    const { rows } = await handle.admin.query<{ assignee_id: number; title: string }>(
      'select assignee_id, title from tasks where id = $1',
      [fx.orgB.taskId],
    );
    expect(rows[0]).toEqual({ assignee_id: fx.orgB.userId, title: `Private task of ${fx.orgB.name}` });
  });
});
