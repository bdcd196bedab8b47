import { describe, expect, it } from 'vitest';
import {
  copyTasksArgsSchema,
  taskFiltersSchema,
  taskParamsSchema,
  taskReminderDaysArgsSchema,
} from './task.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('task schemas', () => {
  it('reads a task: ids as numbers, blank description and absent targets as null', () => {
    expect(
      taskParamsSchema.parse({
        title: ' Letter ',
        description: '  ',
        assigneeId: '4',
        dueDate: '2026-02-01',
      }),
    ).toEqual({
      title: 'Letter',
      description: null,
      assigneeId: 4,
      dueDate: '2026-02-01',
      applicationId: null,
      funderId: null,
    });
  });

  it('refuses a missing or too long title, a bad date and a missing assignee', () => {
    expect(codes(taskParamsSchema.safeParse({ title: '', assigneeId: '1' }))).toEqual(['title']);
    expect(codes(taskParamsSchema.safeParse({ title: 'x'.repeat(201), assigneeId: '1' }))).toEqual(['title']);
    expect(codes(taskParamsSchema.safeParse({ title: 'X', assigneeId: '1', dueDate: '2026-13-01' }))).toEqual(
      ['dueDate'],
    );
    expect(codes(taskParamsSchema.safeParse({ title: 'X' }))).toEqual(['assigneeId']);
  });

  it('reads filters, copies and reminder days', () => {
    expect(taskFiltersSchema.parse(null)).toEqual({});
    expect(taskFiltersSchema.parse({ state: 'OPEN', dueFrom: '2026-01-01', dueTo: '' })).toMatchObject({
      state: 'OPEN',
      dueFrom: '2026-01-01',
      dueTo: null,
    });
    expect(copyTasksArgsSchema.parse({ fromId: '1', toId: 2 })).toEqual({ fromId: 1, toId: 2 });
    expect(taskReminderDaysArgsSchema.safeParse({ days: [0, 7, 365] }).success).toBe(true);
    expect(taskReminderDaysArgsSchema.safeParse({ days: [366] }).success).toBe(false);
    expect(taskReminderDaysArgsSchema.safeParse({ days: [1.5] }).success).toBe(false);
  });
});
