import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrant, createTrackerKit, funderAndProgram, type TrackerKit } from '../testing/tracker-kit.ts';

const FIELDS =
  'id title description dueDate state assignee { id name } application { id funderId } funder { id } completedAt';
const CREATE = `mutation ($params: TaskParams!) { createTask(params: $params) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $params: TaskParams!) { updateTask(id: $id, params: $params) { ${FIELDS} } }`;
const MINE = `query { listMyTasks { total items { id title dueDate state } } }`;
const LIST = `query ($filters: TaskFilters) { listTasks(filters: $filters) { total items { id title state } } }`;

interface Task {
  id: string;
  title: string;
  dueDate: string | null;
  state: 'OPEN' | 'DONE';
  assignee: { id: string; name: string } | null;
  application: { id: string; funderId: string | null } | null;
  funder: { id: string } | null;
  completedAt: string | null;
}

let tracker: TrackerKit;
let selfId: number;
let colleagueId: number;
let colleagueToken: string;
let outsiderId: number;
let funderId: string;
let applicationIds: string[];

const outbox = () =>
  tracker.sql<{ to_address: string; subject: string; text: string }>(
    'select to_address, subject, text from email_outbox where organization_id = $1 order by id',
    [tracker.orgA],
  );

const create = async (params: Record<string, unknown>) =>
  (await tracker.ok<{ createTask: Task }>(CREATE, { params })).createTask;

beforeAll(async () => {
  tracker = await createTrackerKit();
  const idOf = async (email: string) =>
    (await tracker.sql<{ id: number }>('select id from users where email = $1', [email]))[0]?.id as number;
  selfId = await idOf('a@example.org');
  outsiderId = await idOf('b@example.org');
  colleagueId = await tracker.kit.createUser({
    email: 'colleague@example.org',
    organizationId: tracker.orgA,
  });
  await tracker.sql("update users set language = 'de' where id = $1", [colleagueId]);
  colleagueToken = await tracker.kit.login('colleague@example.org');
  const parties = await funderAndProgram(tracker);
  funderId = parties.funderId;
  applicationIds = await createGrant(tracker, { ...parties, frequency: 'RECURRING', recurrenceCount: 2 });
}, 120_000);

afterAll(async () => {
  await tracker?.close();
});

describe('tasks', () => {
  it('creates a task for a colleague and mails them in their language; not for oneself', async () => {
    const before = (await outbox()).length;
    const task = await create({
      title: 'Letter of support',
      assigneeId: colleagueId,
      dueDate: '2026-02-20',
      applicationId: applicationIds[0],
    });
    expect(task).toMatchObject({
      title: 'Letter of support',
      state: 'OPEN',
      dueDate: '2026-02-20',
      assignee: { id: String(colleagueId), name: 'colleague@example.org' },
      application: { id: applicationIds[0], funderId },
      funder: null,
    });
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('colleague@example.org');
    expect(mails[0]?.subject).toBe('Neue Aufgabe für Sie: Letter of support');
    expect(mails[0]?.text).toContain('20.02.2026');
    expect(mails[0]?.text).toContain(`/funder/${funderId}?application=${applicationIds[0]}`);

    await create({ title: 'My own', assigneeId: selfId, funderId });
    expect((await outbox()).length).toBe(before + 1);
  });

  it('refuses an assignee of another organisation, and a task naming both an application and a funder', async () => {
    const foreign = await tracker.call(CREATE, { params: { title: 'X', assigneeId: outsiderId } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('TASK_ASSIGNEE_NOT_IN_ORGANIZATION');
    const both = await tracker.call(CREATE, {
      params: { title: 'X', assigneeId: selfId, funderId, applicationId: applicationIds[0] },
    });
    expect(both.body.errors?.[0]?.extensions?.code).toBe('TASK_TARGET_CONFLICT');
    const long = await tracker.call(CREATE, { params: { title: 'x'.repeat(201), assigneeId: selfId } });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const count = await tracker.sql('select id from tasks where title = $1', ['X']);
    expect(count).toHaveLength(0);
  });

  it('lists my open tasks, the overdue first, and completes, reopens and deletes', async () => {
    const late = await create({ title: 'Late', assigneeId: colleagueId, dueDate: '2020-01-01' });
    const later = await create({ title: 'Later', assigneeId: colleagueId, dueDate: '2099-01-01' });
    await create({ title: 'Undated', assigneeId: colleagueId });
    const mine = await tracker.call<{ listMyTasks: { items: Task[] } }>(MINE, {}, colleagueToken);
    expect(mine.body.data?.listMyTasks.items.map((t) => t.title)).toEqual([
      'Late',
      'Letter of support',
      'Later',
      'Undated',
    ]);

    const done = await tracker.ok<{ completeTask: Task }>(
      `mutation ($id: ID!) { completeTask(id: $id) { ${FIELDS} } }`,
      { id: late.id },
    );
    expect(done.completeTask.state).toBe('DONE');
    expect(done.completeTask.completedAt).not.toBeNull();
    const after = await tracker.call<{ listMyTasks: { items: Task[] } }>(MINE, {}, colleagueToken);
    expect(after.body.data?.listMyTasks.items.map((t) => t.title)).not.toContain('Late');
    const reopened = await tracker.ok<{ reopenTask: Task }>(
      `mutation ($id: ID!) { reopenTask(id: $id) { ${FIELDS} } }`,
      { id: late.id },
    );
    expect(reopened.reopenTask).toMatchObject({ state: 'OPEN', completedAt: null });

    const deleted = await tracker.ok<{ deleteTask: string }>('mutation ($id: ID!) { deleteTask(id: $id) }', {
      id: later.id,
    });
    expect(deleted.deleteTask).toBe(later.id);
    const again = await tracker.call('mutation ($id: ID!) { deleteTask(id: $id) }', { id: later.id });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('TASK_NOT_FOUND');

    // Each change is in the task's history, newest first, in the change's own transaction.
    const history = (id: string) =>
      tracker.ok<{
        listHistory: {
          items: { action: string; changes: { field: string; from: string | null; to: string | null }[] }[];
        };
      }>(
        `query ($id: ID!) { listHistory(subject: { type: TASK, id: $id }) { items { action changes { field from to } } } }`,
        { id },
      );
    const lateHistory = (await history(late.id)).listHistory.items;
    expect(lateHistory.map((entry) => entry.action)).toEqual(['UPDATED', 'UPDATED', 'CREATED']);
    expect(lateHistory[0]?.changes).toEqual([{ field: 'taskState', from: 'DONE', to: 'OPEN' }]);
    expect(lateHistory[1]?.changes).toEqual([{ field: 'taskState', from: 'OPEN', to: 'DONE' }]);
    // A deleted task's timeline is gone with it (listHistory answers NOT_FOUND); its entry stays.
    const deletedEntries = await tracker.sql<{ action: string }>(
      `select action from history_entries where subject_type = 'TASK' and subject_id = $1 order by id`,
      [Number(later.id)],
    );
    expect(deletedEntries.map((entry) => entry.action)).toEqual(['CREATED', 'DELETED']);
  });

  it('updates a task; a new assignee is mailed', async () => {
    const task = await create({ title: 'Budget', assigneeId: selfId });
    const before = (await outbox()).length;
    const updated = await tracker.ok<{ updateTask: Task }>(UPDATE, {
      id: task.id,
      params: { title: 'Budget v2', assigneeId: colleagueId, dueDate: '2026-05-01', funderId },
    });
    expect(updated.updateTask).toMatchObject({ title: 'Budget v2', funder: { id: funderId } });
    expect((await outbox()).length).toBe(before + 1);
    const list = await tracker.ok<{ listTasks: { items: Task[] } }>(LIST, { filters: { funderId } });
    expect(list.listTasks.items.map((t) => t.title)).toEqual(['Budget v2', 'My own']);
  });

  it('copies an application’s tasks to the next cycle as open, due dates shifted', async () => {
    const [from, to] = applicationIds as [string, string];
    const deadlines = await tracker.sql<{ id: number; deadline: string }>(
      'select id, deadline::text from applications where id = any($1::int[]) order by deadline',
      [[Number(from), Number(to)]],
    );
    const done = await create({
      title: 'Done one',
      assigneeId: selfId,
      applicationId: from,
      dueDate: '2026-02-01',
    });
    await tracker.ok(`mutation ($id: ID!) { completeTask(id: $id) { id } }`, { id: done.id });
    const copied = await tracker.ok<{ copyTasksFromApplication: Task[] }>(
      `mutation ($fromId: ID!, $toId: ID!) { copyTasksFromApplication(fromId: $fromId, toId: $toId) { ${FIELDS} } }`,
      { fromId: from, toId: to },
    );
    const shift =
      (Date.parse(deadlines[1]?.deadline as string) - Date.parse(deadlines[0]?.deadline as string)) /
      86_400_000;
    const expected = (day: string) =>
      new Date(Date.parse(day) + shift * 86_400_000).toISOString().slice(0, 10);
    expect(
      copied.copyTasksFromApplication.map((t) => [t.title, t.state, t.dueDate, t.application?.id]),
    ).toEqual([
      ['Letter of support', 'OPEN', expected('2026-02-20'), to],
      ['Done one', 'OPEN', expected('2026-02-01'), to],
    ]);
  });

  it('keeps each user’s task reminder days', async () => {
    const read = await tracker.ok<{ currentUser: { taskReminderDays: number[] } }>(
      '{ currentUser { taskReminderDays } }',
    );
    expect(read.currentUser.taskReminderDays).toEqual([30, 14, 7, 1]);
    const set = await tracker.ok<{ updateTaskReminderDays: number[] }>(
      'mutation { updateTaskReminderDays(days: [2, 10, 2]) }',
    );
    expect(set.updateTaskReminderDays).toEqual([10, 2]);
    const wrong = await tracker.call('mutation { updateTaskReminderDays(days: [400]) }');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('lists the users a task can be given to', async () => {
    const users = await tracker.ok<{ listAssignableUsers: { name: string }[] }>(
      '{ listAssignableUsers { id name } }',
    );
    expect(users.listAssignableUsers.map((u) => u.name)).toEqual(['a@example.org', 'colleague@example.org']);
  });
});
