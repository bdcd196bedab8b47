import type { StoredApplicationState } from './application-types.ts';
import type { ApplicationUpdate } from './application-update.ts';
import { resolveStoredStatus } from './resolve-stored-status.ts';

type AnswerFields = Pick<
  StoredApplicationState,
  | 'notApply'
  | 'isSubmittedAsIneligible'
  | 'ineligibleReason'
  | 'declined'
  | 'declinedDetails'
  | 'submission'
  | 'award'
>;

function answerFields(update: ApplicationUpdate): AnswerFields {
  const unsent = { declined: false, declinedDetails: null, submission: null, award: null };
  const { answer } = update;
  if (answer.kind === 'NOT_SUBMITTED') {
    return { ...unsent, notApply: true, isSubmittedAsIneligible: false, ineligibleReason: null };
  }
  if (answer.kind === 'INELIGIBLE') {
    return { ...unsent, notApply: true, isSubmittedAsIneligible: true, ineligibleReason: answer.reason };
  }
  const { outcome } = answer;
  return {
    notApply: false,
    isSubmittedAsIneligible: false,
    ineligibleReason: null,
    submission: answer.submission,
    award: outcome.kind === 'AWARDED' ? outcome.award : null,
    declined: outcome.kind === 'DECLINED',
    declinedDetails: outcome.kind === 'DECLINED' ? outcome.details : null,
  };
}

/**
 * The stored application after an update whose rules have been checked: the answer decides the status and
 * which parts are kept or cleared; the report schedule is replaced. Other fields of `current` are kept.
 */
export function applyApplicationUpdate<T extends StoredApplicationState>(
  current: T,
  update: ApplicationUpdate,
): T {
  const fields = answerFields(update);
  return {
    ...current,
    ...fields,
    status: resolveStoredStatus(fields),
    deadline: update.deadline,
    deadlineType: update.deadlineType,
    programId: update.programId,
    reports: update.reports,
  };
}
