import type { ApplicationStatus } from '../shared/enums.ts';

export interface StoredStatusFacts {
  notApply: boolean;
  isSubmittedAsIneligible: boolean;
  declined: boolean;
  submission: unknown;
  award: unknown;
}

/**
 * The stored status that a set of saved application fields means; shared by create-grant and
 * update-application on the server so both write the same status for the same facts. An application
 * with nothing submitted is upcoming (NOT_APPLY).
 */
export function resolveStoredStatus(facts: StoredStatusFacts): ApplicationStatus {
  if (facts.isSubmittedAsIneligible) return 'INELIGIBLE';
  if (facts.notApply) return 'NOT_APPLY';
  if (facts.award) return 'AWARDED';
  if (facts.declined) return 'DECLINED';
  if (facts.submission) return 'PENDING';
  return 'NOT_APPLY';
}
