import { useMemo } from 'react';
import { useQuery } from 'urql';
import { AssignableUsersQuery, ListTasksQuery, MyTasksQuery } from '../graphql/tasks.ts';
import type { TaskTarget } from '../utils/task-form.ts';

// An empty answer carries no Task typename, so the queries name it: any task write refetches them.
const context = { additionalTypenames: ['Task'] };
const PAGE = { page: 1, pageSize: 100 };

/** The tasks of one application or funder, open before done. */
export function useTargetTasks(target: TaskTarget) {
  const filters = useMemo(
    () => ({ applicationId: target.applicationId ?? null, funderId: target.funderId ?? null }),
    [target.applicationId, target.funderId],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListTasksQuery,
    variables: { filters, pagination: PAGE },
    context: useMemo(() => context, []),
  });
  return {
    tasks: data?.listTasks.items ?? [],
    loading: fetching && !data,
    error: Boolean(error) && !data,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/** The caller's open tasks, the overdue first. */
export function useMyTasks() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MyTasksQuery,
    variables: { pagination: PAGE },
    context: useMemo(() => context, []),
  });
  return {
    tasks: data?.listMyTasks.items ?? [],
    total: data?.listMyTasks.total ?? 0,
    loading: fetching && !data,
    error: Boolean(error) && !data,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/** The users a task can be given to, for the assignee Select. */
export function useAssignableUsers(pause: boolean) {
  const [{ data, fetching }] = useQuery({ query: AssignableUsersQuery, pause });
  return {
    users: (data?.listAssignableUsers ?? []).map((user) => ({ value: user.id, label: user.name })),
    loading: fetching && !data,
  };
}
