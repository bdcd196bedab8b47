// Which combinations of an application's answer parts exist at all, written once: createGrant's application
// and updateApplication's params both carry the parts as optional pieces, and both refuse the same ones.

/** The parts a payload carries, read as flags. */
export interface AnswerParts {
  /** A submission (date and amount requested) was sent. */
  submitted: boolean;
  awarded: boolean;
  declined: boolean;
  /** Marked as not applied for or submitted as ineligible (createGrant's notApply / isSubmittedAsIneligible). */
  notApplied: boolean;
}

export type AnswerContradiction =
  | 'awardedAndDeclined'
  | 'outcomeNeedsSubmission'
  | 'notAppliedWithSubmission';

/** The first contradiction of the parts, or null: an answer is one of not submitted, ineligible or submitted with one outcome. */
export function answerContradiction(parts: AnswerParts): AnswerContradiction | null {
  if (parts.awarded && parts.declined) return 'awardedAndDeclined';
  if (parts.notApplied && parts.submitted) return 'notAppliedWithSubmission';
  if (!parts.submitted && (parts.awarded || parts.declined)) return 'outcomeNeedsSubmission';
  return null;
}
