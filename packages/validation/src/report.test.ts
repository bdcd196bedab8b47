import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { reportFormSchema, reportUpdateParamsSchema } from './report.ts';
import { issuesOf } from './test-helpers.ts';

const today = '2025-06-15';

describe('reportFormSchema', () => {
  const schema = reportFormSchema({ today });
  const open = {
    deadline: '2025-08-01',
    urgency: 'REQUIRED',
    submitted: 'NO',
    submissionDate: null,
    description: '',
  };
  const done = { ...open, submitted: 'YES', submissionDate: '2025-06-01' };

  it.each([
    ['an open report', open],
    ['an open report with a leftover date in the future', { ...open, submissionDate: '2030-01-01' }],
    ['a submitted report', done],
    ['a report submitted today', { ...done, submissionDate: today }],
    ['a 300-character description', { ...open, description: 'x'.repeat(300) }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    ['no deadline', { ...open, deadline: null }, 'deadline', messages.required],
    ['Yes without date', { ...done, submissionDate: null }, 'submissionDate', messages.required],
    [
      'Yes submitted tomorrow',
      { ...done, submissionDate: '2025-06-16' },
      'submissionDate',
      messages.dateInFuture,
    ],
    [
      'a 301-character description',
      { ...open, description: 'x'.repeat(301) },
      'description',
      'Maximum of 300 characters',
    ],
    ['no submitted answer', { ...open, submitted: '' }, 'submitted', messages.required],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});

describe('reportUpdateParamsSchema', () => {
  const schema = reportUpdateParamsSchema({ today });

  it.each([
    ['an open report', { deadline: '2025-08-01', urgency: 'COURTESY', submissionDate: null }],
    ['a submitted report', { deadline: '2025-08-01', submissionDate: today, description: 'Sent' }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    ['no deadline', { submissionDate: null }, 'deadline', messages.required],
    [
      'a future submission',
      { deadline: '2025-08-01', submissionDate: '2025-06-16' },
      'submissionDate',
      messages.dateInFuture,
    ],
    ['an unknown urgency', { deadline: '2025-08-01', urgency: 'LOW' }, 'urgency', messages.invalid],
    [
      'a long description',
      { deadline: '2025-08-01', description: 'x'.repeat(301) },
      'description',
      'Maximum of 300 characters',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});
