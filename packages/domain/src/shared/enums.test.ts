import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CHAT_LAYOUTS,
  RECORD_FILTERS,
  SUBMITTED_ANSWERS,
  SUBMITTED_STATUS_CHOICES,
  VISIBLE_APPLICATION_STATUSES,
} from './enums.ts';

describe('application statuses', () => {
  it('keeps DID_NOT_RESPOND out of the stored set', () => {
    expect(APPLICATION_STATUSES).not.toContain('DID_NOT_RESPOND');
    expect(VISIBLE_APPLICATION_STATUSES).toContain('DID_NOT_RESPOND');
  });
});

describe('form enumerations', () => {
  it.each([
    [SUBMITTED_ANSWERS, ['YES', 'NO', 'INELIGIBLE']],
    [SUBMITTED_STATUS_CHOICES, ['AWARDED', 'DECLINED', 'PENDING']],
    [RECORD_FILTERS, ['ALL', 'SUBMITTED', 'NOT_SUBMITTED']],
    [CHAT_LAYOUTS, ['row', 'column']],
  ])('%j', (values, expected) => {
    expect(values).toEqual(expected);
  });
});
