import { describe, expect, it } from 'vitest';
import { resolveStoredStatus, type StoredStatusFacts } from './resolve-stored-status.ts';

const none: StoredStatusFacts = {
  notApply: false,
  isSubmittedAsIneligible: false,
  declined: false,
  submission: null,
  award: null,
};

describe('resolveStoredStatus', () => {
  it.each<[Partial<StoredStatusFacts>, string]>([
    [{ isSubmittedAsIneligible: true, notApply: true }, 'INELIGIBLE'],
    [{ isSubmittedAsIneligible: true, submission: {} }, 'INELIGIBLE'],
    [{ notApply: true }, 'NOT_APPLY'],
    [{ notApply: true, submission: {} }, 'NOT_APPLY'],
    [{ submission: {}, award: {} }, 'AWARDED'],
    [{ submission: {}, declined: true }, 'DECLINED'],
    [{ submission: {} }, 'PENDING'],
    [{}, 'NOT_APPLY'],
  ])('%j → %s', (facts, status) => {
    expect(resolveStoredStatus({ ...none, ...facts })).toBe(status);
  });
});
