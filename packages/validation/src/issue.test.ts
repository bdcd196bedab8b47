import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordResetSchema } from './auth.ts';
import { funderCreateSchema } from './funder.ts';
import { codedIssues, hasIssueCode, toCodedIssue } from './issue.ts';
import { reportFormSchema } from './report.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : codedIssues(result.error.issues);
};

describe('toCodedIssue', () => {
  it.each<[string, z.ZodType, unknown, ReturnType<typeof issuesOf>]>([
    [
      'a too-long description',
      reportFormSchema({ today: '2026-06-15' }),
      { deadline: '2026-07-01', submitted: 'NO', description: 'x'.repeat(301) },
      [
        {
          path: 'description',
          code: 'MAX_LENGTH',
          params: { limit: 300 },
          message: 'Maximum of 300 characters',
        },
      ],
    ],
    [
      'a missing name and type',
      funderCreateSchema,
      { name: ' ' },
      [
        { path: 'name', code: 'REQUIRED', params: {}, message: 'This field is required.' },
        { path: 'type', code: 'REQUIRED', params: {}, message: 'This field is required.' },
      ],
    ],
    [
      'a short password and a different confirmation',
      passwordResetSchema,
      { password: 'short', confirmPassword: 'other' },
      [
        {
          path: 'password',
          code: 'MIN_LENGTH',
          params: { min: 8 },
          message: 'This field must have at least 8 characters',
        },
        {
          path: 'confirmPassword',
          code: 'PASSWORDS_MUST_MATCH',
          params: {},
          message: 'passwords must match',
        },
      ],
    ],
    [
      'a complexity score out of range',
      funderCreateSchema,
      { name: 'A', type: 'FOUNDATION', complexityScore: 21 },
      [
        {
          path: 'complexityScore',
          code: 'COMPLEXITY_SCORE',
          params: { min: 0, max: 20 },
          message: 'Input a number between 0 and 20',
        },
      ],
    ],
  ])('%s', (_name, schema, input, expected) => {
    expect(issuesOf(schema, input)).toEqual(expected);
  });

  it.each<[z.ZodType, unknown, string, Record<string, number>]>([
    [z.string().max(3), 'abcd', 'MAX_LENGTH', { limit: 3 }],
    [z.array(z.number()).min(2), [1], 'MIN_LENGTH', { min: 2 }],
    [z.number().max(10), 11, 'SMALLER_THAN', { max: 10 }],
    [z.number().min(2), 1, 'BIGGER_THAN', { min: 2 }],
    [z.email(), 'nope', 'EMAIL', {}],
    [z.boolean(), 'x', 'INVALID', {}],
  ])('falls back on the issue kind for an unstamped issue (%#)', (schema, input, code, params) => {
    const [raw] = schema.safeParse(input).error?.issues ?? [];
    if (!raw) throw new Error('expected an issue');
    expect(hasIssueCode(raw)).toBe(false);
    expect(toCodedIssue(raw)).toMatchObject({ path: '', code, params });
  });
});
