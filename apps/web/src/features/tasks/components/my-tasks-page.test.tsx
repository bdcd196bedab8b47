// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GraphqlCall, member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const overdue = {
  id: '7',
  title: 'Collect the board letter',
  description: 'Ask the chair.',
  dueDate: '2020-01-15',
  state: 'OPEN',
  assignee: { id: member.id, name: member.email },
  application: { id: '41', funderId: '5' },
  funder: null,
};
const later = {
  id: '8',
  title: 'Call the program officer',
  description: null,
  dueDate: '2099-03-01',
  state: 'OPEN',
  assignee: { id: member.id, name: member.email },
  application: null,
  funder: { id: '6' },
};

function renderMyTasks(items: unknown[]) {
  return renderIdentity('/tasks', {
    user: member,
    graphql: (call: GraphqlCall) =>
      call.operationName === 'MyTasks'
        ? { data: { listMyTasks: { __typename: 'TaskPage', total: items.length, items } } }
        : call.operationName === 'CompleteTask'
          ? { data: { completeTask: { __typename: 'Task', id: '7', state: 'DONE' } } }
          : undefined,
  });
}

describe('My tasks', () => {
  it('lists the open tasks, the overdue one highlighted, each linked to its application or funder', async () => {
    renderMyTasks([overdue, later]);
    await screen.findByRole('heading', { level: 1, name: 'My tasks' });
    const items = await screen.findAllByTestId('task-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first.dataset.overdue).toBe('true');
    expect(within(first).getByTestId('overdue-badge')).toBeTruthy();
    expect(within(first).getByText('Due 01/15/2020')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open the application' }).getAttribute('href')).toBe(
      '/funder/5?application=41',
    );
    expect(second.dataset.overdue).toBeUndefined();
    expect(within(second).getByRole('link', { name: 'Open the funder' }).getAttribute('href')).toBe(
      '/funder/6',
    );
  });

  it('completes a task with its checkbox', async () => {
    const view = renderMyTasks([overdue]);
    const checkbox = await screen.findByRole('checkbox', { name: 'Mark Collect the board letter done' });
    fireEvent.click(checkbox);
    await waitFor(() =>
      expect(view.graphqlCalls.find((c) => c.operationName === 'CompleteTask')?.variables).toEqual({
        id: '7',
      }),
    );
  });

  it('says so when there is nothing to do', async () => {
    renderMyTasks([]);
    await screen.findByText('You have no open tasks.');
  });
});
