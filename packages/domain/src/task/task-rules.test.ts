import { describe, expect, it } from 'vitest';
import {
  assertOneTarget,
  assignmentNeedsMail,
  isTaskOverdue,
  normalizeReminderDays,
  shiftedDueDate,
} from './task-rules.ts';

describe('task rules', () => {
  it('refuses a task naming both an application and a funder', () => {
    expect(() => assertOneTarget({ applicationId: 1, funderId: 2 })).toThrow('TASK_TARGET_CONFLICT');
    expect(() => assertOneTarget({ applicationId: 1, funderId: null })).not.toThrow();
    expect(() => assertOneTarget({ applicationId: null, funderId: null })).not.toThrow();
  });

  it('mails a new assignee other than the actor only', () => {
    expect(assignmentNeedsMail({ assigneeId: 2, previousAssigneeId: null, actorId: 1 })).toBe(true);
    expect(assignmentNeedsMail({ assigneeId: 1, previousAssigneeId: null, actorId: 1 })).toBe(false);
    expect(assignmentNeedsMail({ assigneeId: 2, previousAssigneeId: 2, actorId: 1 })).toBe(false);
  });

  it('calls an open task due before today overdue', () => {
    expect(isTaskOverdue({ state: 'OPEN', dueDate: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isTaskOverdue({ state: 'OPEN', dueDate: '2026-01-02' }, '2026-01-02')).toBe(false);
    expect(isTaskOverdue({ state: 'DONE', dueDate: '2026-01-01' }, '2026-01-02')).toBe(false);
    expect(isTaskOverdue({ state: 'OPEN', dueDate: null }, '2026-01-02')).toBe(false);
  });

  it('shifts a due date by the cycle offset', () => {
    const cycle = { fromDeadline: '2025-03-01', toDeadline: '2026-03-01' };
    expect(shiftedDueDate('2025-02-15', cycle)).toBe('2026-02-15');
    expect(shiftedDueDate(null, cycle)).toBeNull();
  });

  it('keeps reminder days unique, largest first', () => {
    expect(normalizeReminderDays([1, 7, 7, 30])).toEqual([30, 7, 1]);
  });
});
