import type { Fixture, IsolationCase } from '../case.ts';

// Tasks (docs/product.md, Tasks): A's task, application and user named by their real ids. An assignee of
// another organisation is refused as TASK_ASSIGNEE_NOT_IN_ORGANIZATION (task-assignee.integration.test.ts
// checks that code on its own); A's tasks rows (in the fingerprint) stay as they are.

const FIELDS = 'id title description dueDate state assignee { id name } application { id } funder { id }';
const taskOfA = (fx: Fixture) => ({ id: String(fx.orgA.taskId) });
const paramsOfA = (fx: Fixture) => ({
  title: 'Isolation probe task',
  assigneeId: String(fx.orgA.userId),
  applicationId: String(fx.orgA.applicationId),
});

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'createTask',
    name: "createTask on A's application, for A's user",
    request: (fx) => ({
      query: `mutation ($params: TaskParams!) { createTask(params: $params) { ${FIELDS} } }`,
      variables: { params: paramsOfA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'createTask',
    name: "createTask for A's user (TASK_ASSIGNEE_NOT_IN_ORGANIZATION)",
    request: (fx) => ({
      query: `mutation ($params: TaskParams!) { createTask(params: $params) { ${FIELDS} } }`,
      variables: { params: { title: 'Isolation probe task', assigneeId: String(fx.orgA.userId) } },
    }),
  },
  {
    kind: 'graphql',
    operation: 'updateTask',
    request: (fx) => ({
      query: `mutation ($id: ID!, $params: TaskParams!) { updateTask(id: $id, params: $params) { ${FIELDS} } }`,
      variables: { ...taskOfA(fx), params: paramsOfA(fx) },
    }),
  },
  ...(['completeTask', 'reopenTask'] as const).map(
    (operation): IsolationCase => ({
      kind: 'graphql',
      operation,
      request: (fx) => ({
        query: `mutation ($id: ID!) { ${operation}(id: $id) { ${FIELDS} } }`,
        variables: taskOfA(fx),
      }),
    }),
  ),
  {
    kind: 'graphql',
    operation: 'deleteTask',
    request: (fx) => ({ query: 'mutation ($id: ID!) { deleteTask(id: $id) }', variables: taskOfA(fx) }),
  },
  {
    kind: 'graphql',
    operation: 'copyTasksFromApplication',
    request: (fx) => ({
      query: `mutation ($fromId: ID!, $toId: ID!) { copyTasksFromApplication(fromId: $fromId, toId: $toId) { ${FIELDS} } }`,
      variables: { fromId: String(fx.orgA.applicationId), toId: String(fx.orgA.applicationId) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'listTasks',
    name: "listTasks of A's application",
    request: (fx) => ({
      query: `query ($filters: TaskFilters) { listTasks(filters: $filters) { total items { ${FIELDS} } } }`,
      variables: { filters: { applicationId: String(fx.orgA.applicationId) } },
    }),
  },
  {
    kind: 'graphql',
    operation: 'listTasks',
    name: "listTasks of A's user",
    request: (fx) => ({
      query: `query ($filters: TaskFilters) { listTasks(filters: $filters) { total items { ${FIELDS} } } }`,
      variables: { filters: { assigneeId: String(fx.orgA.userId) } },
    }),
  },
  {
    kind: 'graphql',
    operation: 'listMyTasks',
    callerScoped: "the caller's own open tasks in their organisation; takes no ids",
    request: () => ({ query: `query { listMyTasks { total items { ${FIELDS} } } }` }),
  },
  {
    kind: 'graphql',
    operation: 'listAssignableUsers',
    callerScoped: "the users of the caller's own organisation; takes no ids",
    request: () => ({ query: 'query { listAssignableUsers { id name } }' }),
  },
  {
    kind: 'graphql',
    operation: 'updateTaskReminderDays',
    callerScoped: "changes the caller's own task reminder days only; takes no ids",
    request: () => ({ query: 'mutation { updateTaskReminderDays(days: [3]) }' }),
  },
];
