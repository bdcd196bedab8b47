import type { SubmittedAnswer } from '../shared/enums.ts';
import type { ApplicationFacts } from './application-types.ts';

/** Starting value of the update form's 'application submitted' question (§4). */
export function initialSubmittedAnswer(app: ApplicationFacts): SubmittedAnswer {
  if (app.isSubmittedAsIneligible) return 'INELIGIBLE';
  if (app.submission?.submissionDate) return 'YES';
  return 'NO';
}

/** Starting status choice when the answer is YES: neither awarded nor declined shows as PENDING (§4). */
export function initialSubmittedStatusChoice(app: ApplicationFacts): 'AWARDED' | 'DECLINED' | 'PENDING' {
  if (app.status === 'AWARDED' || app.award) return 'AWARDED';
  if (app.status === 'DECLINED' || app.declined) return 'DECLINED';
  return 'PENDING';
}
