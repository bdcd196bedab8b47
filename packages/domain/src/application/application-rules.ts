import type { GrantFrequency } from '../shared/enums.ts';

// The conditional rules of an application, written once. The update-application form, the create-grant form
// and both GraphQL payloads (packages/validation) run them; packages/validation words each issue with its coded
// message and places it on its own field names.

export type ApplicationRuleField =
  | 'submissionDate'
  | 'amountRequested'
  | 'amountAwarded'
  | 'receivementDate'
  | 'declinedDate';

export type ApplicationRule = 'REQUIRED' | 'DATE_IN_FUTURE' | 'AWARDED_BEFORE_SUBMISSION';

export interface ApplicationRuleIssue {
  field: ApplicationRuleField;
  rule: ApplicationRule;
}

/** What the rules read. Absent or blank values count as missing; dates are yyyy-MM-dd. */
export interface ApplicationRuleFacts {
  /** Answered Yes (form) or a submission was sent (payload). */
  submitted: boolean;
  /** Awarded was chosen (form) or an award was sent (payload). */
  awarded: boolean;
  /** Declined was chosen (form) or a decline was sent (payload). */
  declined: boolean;
  /** The grant's frequency, when known: the recurring receivement rule needs it. */
  frequency?: GrantFrequency | null | undefined;
  deadline?: string | null | undefined;
  submissionDate?: string | null | undefined;
  amountRequested?: unknown;
  amountAwarded?: unknown;
  receivementDate?: string | null | undefined;
  declinedDate?: string | null | undefined;
}

export interface ApplicationRuleOptions {
  /**
   * Today as yyyy-MM-dd. Without it the rules that depend on the date (not in the future, the recurring
   * receivement rule) are skipped: the payload builders have no clock, the forms and the server do.
   */
  today?: string | undefined;
}

const isPresent = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

const yearOf = (date: string): number => Number(date.slice(0, 4));

/**
 * A RECURRING grant's awarded application whose deadline falls in a later year than today needs its
 * receivement date (and it must not lie in the future).
 */
export function needsReceivementDate(facts: ApplicationRuleFacts, today: string): boolean {
  return (
    facts.awarded &&
    facts.frequency === 'RECURRING' &&
    typeof facts.deadline === 'string' &&
    yearOf(facts.deadline) > yearOf(today)
  );
}

/**
 * The one rule that reads the grant's frequency: a transport does not know it, so the server runs this part
 * alone once it has loaded the grant, after the transport ran the others (applicationRuleIssues without it).
 */
export function receivementDateIssues(facts: ApplicationRuleFacts, today: string): ApplicationRuleIssue[] {
  if (!needsReceivementDate(facts, today)) return [];
  const value = facts.receivementDate;
  if (!isPresent(value) || typeof value !== 'string') return [{ field: 'receivementDate', rule: 'REQUIRED' }];
  return value > today ? [{ field: 'receivementDate', rule: 'DATE_IN_FUTURE' }] : [];
}

/**
 * Every broken rule, in the order a form shows them:
 * - submitted → submission date required (not in the future) and amount requested required;
 * - awarded → amount awarded required; the recurring receivement rule; the award not before the submission;
 * - declined → declined date required, not in the future.
 */
export function applicationRuleIssues(
  facts: ApplicationRuleFacts,
  options: ApplicationRuleOptions = {},
): ApplicationRuleIssue[] {
  const { today } = options;
  const issues: ApplicationRuleIssue[] = [];
  const pastDate = (field: ApplicationRuleField, value: string | null | undefined): string | undefined => {
    if (!isPresent(value) || typeof value !== 'string') {
      issues.push({ field, rule: 'REQUIRED' });
      return undefined;
    }
    if (today !== undefined && value > today) issues.push({ field, rule: 'DATE_IN_FUTURE' });
    return value;
  };

  let submissionDate: string | undefined;
  if (facts.submitted) {
    submissionDate = pastDate('submissionDate', facts.submissionDate);
    if (!isPresent(facts.amountRequested)) issues.push({ field: 'amountRequested', rule: 'REQUIRED' });
  }

  if (facts.awarded) {
    if (!isPresent(facts.amountAwarded)) issues.push({ field: 'amountAwarded', rule: 'REQUIRED' });
    if (today !== undefined) issues.push(...receivementDateIssues(facts, today));
    const receivementDate = facts.receivementDate;
    if (
      typeof receivementDate === 'string' &&
      submissionDate !== undefined &&
      receivementDate < submissionDate
    ) {
      issues.push({ field: 'receivementDate', rule: 'AWARDED_BEFORE_SUBMISSION' });
    }
  }

  if (facts.declined) pastDate('declinedDate', facts.declinedDate);
  return issues;
}
