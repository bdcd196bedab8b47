import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  programCreateArgsSchema,
  programCreateSchema,
  programGoalUpdateArgsSchema,
  programGoalUpdateSchema,
  programNameBodySchema,
  programNameUpdateSchema,
} from './program.ts';
import { issuesOf } from './test-helpers.ts';

describe('programCreateSchema', () => {
  it.each([
    ['$50,000', 50000],
    ['50000.5', 50000.5],
    ['USD 1,000', 1000],
    [2500, 2500],
    ['0', 0],
  ])('reads the goal %j as %j', (yearlyGoal, dollars) => {
    expect(programCreateSchema.parse({ name: 'Youth', yearlyGoal }).yearlyGoal).toBe(dollars);
  });

  it.each([
    ['no name', { name: '', yearlyGoal: '1' }, 'name', messages.required],
    ['no goal', { name: 'Youth', yearlyGoal: '' }, 'yearlyGoal', messages.required],
    ['a goal of letters only', { name: 'Youth', yearlyGoal: 'lots' }, 'yearlyGoal', messages.required],
    ['a goal with two dots', { name: 'Youth', yearlyGoal: '1.2.3' }, 'yearlyGoal', messages.invalid],
    ['a goal with 3 decimals', { name: 'Youth', yearlyGoal: '1.234' }, 'yearlyGoal', messages.invalid],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(programCreateSchema, input)).toEqual([[path, message]]);
  });

  it('checks the rename and goal forms', () => {
    expect(issuesOf(programNameUpdateSchema, { name: '  ' })).toEqual([['name', messages.required]]);
    expect(issuesOf(programGoalUpdateSchema, { goal: '$1,000' })).toEqual([]);
  });
});

describe('program payloads', () => {
  it.each([
    [programCreateArgsSchema, { name: 'Youth', yearlyGoal: 1000, organizationId: '2' }],
    [programNameBodySchema, { name: 'Youth', id: '4' }],
    [programGoalUpdateArgsSchema, { id: 4, goal: 10, year: 2025, singleYear: true }],
  ])('accepts a valid payload (%#)', (schema, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    [programCreateArgsSchema, { name: 'Youth', yearlyGoal: -5 }, 'yearlyGoal', messages.invalid],
    [programNameBodySchema, { name: 'Youth', id: '4.5' }, 'id', messages.invalid],
    [programNameBodySchema, { name: '', id: 4 }, 'name', messages.required],
    [programGoalUpdateArgsSchema, { id: 4, goal: 10, year: 25 }, 'year', messages.invalid],
  ])('refuses an invalid payload (%#)', (schema, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});
