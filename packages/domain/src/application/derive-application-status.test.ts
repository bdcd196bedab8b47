import { describe, expect, it } from 'vitest';
import type { ApplicationFacts } from './application-types.ts';
import { deriveApplicationStatus, isAwaitingResponse } from './derive-application-status.ts';
import { responseDays } from './response-days.ts';

const today = '2026-06-01';
const submitted = (date: string, extra: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  status: 'PENDING',
  submission: { submissionDate: date },
  ...extra,
});

describe('deriveApplicationStatus / responseDays', () => {
  it.each<[string, ApplicationFacts, string, number | null]>([
    ['pending, 366 days after submission', submitted('2025-05-31'), 'DID_NOT_RESPOND', 365],
    ['pending, exactly 365 days', submitted('2025-06-01'), 'PENDING', null],
    ['pending, 10 days', submitted('2026-05-22'), 'PENDING', null],
    ['stored SUBMITTED, 2 years', submitted('2024-06-01', { status: 'SUBMITTED' }), 'DID_NOT_RESPOND', 365],
    [
      'stored SUBMITTED, recent (shown as Pending, §4)',
      submitted('2026-01-01', { status: 'SUBMITTED' }),
      'PENDING',
      null,
    ],
    ['stored SUBMITTED without a date', { status: 'SUBMITTED' }, 'SUBMITTED', null],
    [
      'awarded long ago',
      submitted('2020-01-01', { status: 'AWARDED', award: { receivementDate: '2020-03-01' } }),
      'AWARDED',
      60,
    ],
    [
      'award row but stored PENDING',
      submitted('2020-01-01', { award: { receivementDate: null } }),
      'PENDING',
      null,
    ],
    ['declined flag', submitted('2020-01-01', { declined: true }), 'PENDING', null],
    ['stored DECLINED', submitted('2020-01-01', { status: 'DECLINED' }), 'DECLINED', null],
    ['ineligible with a date', submitted('2020-01-01', { status: 'INELIGIBLE' }), 'INELIGIBLE', null],
    ['NOT_APPLY with a stale date', submitted('2020-01-01', { status: 'NOT_APPLY' }), 'NOT_APPLY', null],
    ['pending without submission', { status: 'PENDING' }, 'PENDING', null],
    ['pending with null date', { status: 'PENDING', submission: { submissionDate: null } }, 'PENDING', null],
    ['not applied', { status: 'NOT_APPLY', submission: null }, 'NOT_APPLY', null],
    [
      'award received the same day',
      submitted('2026-01-01', { status: 'AWARDED', award: { receivementDate: '2026-01-01' } }),
      'AWARDED',
      0,
    ],
  ])('%s', (_name, app, status, days) => {
    expect(deriveApplicationStatus(app, today)).toBe(status);
    expect(responseDays(app, today)).toBe(days);
  });

  it('takes today as a Date (UTC)', () => {
    expect(deriveApplicationStatus(submitted('2025-05-31'), new Date('2026-05-31T23:59:59Z'))).toBe(
      'PENDING',
    );
    expect(deriveApplicationStatus(submitted('2025-05-31'), new Date('2026-06-01T00:00:00Z'))).toBe(
      'DID_NOT_RESPOND',
    );
  });
});

describe('isAwaitingResponse', () => {
  it.each<[ApplicationFacts, boolean]>([
    [submitted('2026-01-01'), true],
    [submitted('2026-01-01', { status: 'SUBMITTED' }), true],
    [submitted('2026-01-01', { award: {} }), false],
    [submitted('2026-01-01', { declined: true }), false],
    [{ status: 'PENDING' }, false],
  ])('%j → %s', (app, expected) => {
    expect(isAwaitingResponse(app)).toBe(expected);
  });
});
