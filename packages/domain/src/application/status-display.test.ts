import { describe, expect, it } from 'vitest';
import { VISIBLE_APPLICATION_STATUSES, type VisibleApplicationStatus } from '../shared/enums.ts';
import { canEditApplication } from './can-edit-application.ts';
import { pencilStyle } from './pencil-style.ts';
import {
  APPLICATION_STATUS_LABELS,
  applicationStatusLabel,
  deadlineTypeLabel,
  grantFrequencyLabel,
  reportUrgencyLabel,
} from './status-labels.ts';

describe('pencilStyle / canEditApplication', () => {
  it.each<[VisibleApplicationStatus, string, string, boolean]>([
    ['AWARDED', 'green', 'edit', true],
    ['DECLINED', 'green', 'edit', true],
    ['SUBMITTED', 'green', 'edit', true],
    ['PENDING', 'blue', 'update', true],
    ['NOT_APPLY', 'blue', 'update', true],
    ['INELIGIBLE', 'blue', 'update', false],
    ['DID_NOT_RESPOND', 'blue', 'update', false],
  ])('%s → %s %s, editable %s', (status, color, word, editable) => {
    expect(pencilStyle(status)).toEqual({ color, word });
    expect(canEditApplication(status)).toBe(editable);
  });
});

describe('labels', () => {
  it.each<[VisibleApplicationStatus, string]>([
    ['NOT_APPLY', 'Open'],
    ['AWARDED', 'Awarded'],
    ['DECLINED', 'Declined'],
    ['INELIGIBLE', 'Ineligible'],
    ['PENDING', 'Pending'],
    ['SUBMITTED', 'Submitted'],
    ['DID_NOT_RESPOND', 'Did not respond'],
  ])('status %s → %s', (status, label) => {
    expect(applicationStatusLabel(status)).toBe(label);
  });

  it('labels every visible status', () => {
    expect(Object.keys(APPLICATION_STATUS_LABELS).sort()).toEqual([...VISIBLE_APPLICATION_STATUSES].sort());
  });

  it.each([
    ['REQUIRED', 'Hard'],
    ['ROLLING', 'Rolling'],
  ] as const)('deadline type %s → %s', (type, label) => {
    expect(deadlineTypeLabel(type)).toBe(label);
  });

  it.each([
    ['COURTESY', 'Courtesy'],
    ['REQUIRED', 'Required'],
  ] as const)('urgency %s → %s', (urgency, label) => {
    expect(reportUrgencyLabel(urgency)).toBe(label);
  });

  it.each([
    ['ONE_TIME', 'Hard'],
    ['RECURRING', 'Rolling'],
  ] as const)('frequency %s → %s', (frequency, label) => {
    expect(grantFrequencyLabel(frequency)).toBe(label);
  });
});
