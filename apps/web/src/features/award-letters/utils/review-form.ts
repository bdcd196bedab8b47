import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { dollarsToMoneyInput, moneyInputToDollars } from '../../../lib/money.ts';
import type { AwardTermsInput, AwardTermsProposal } from '../graphql/award-letters.ts';

// The review of an award letter's proposals as a form: each proposal editable, dropped by removing it, with
// the sentence it came from beside it. Only what is left is sent (docs/product.md, Award letters).

export interface ReportProposalRow {
  key: string;
  name: string;
  /** yyyy-MM-dd, null when emptied, or typed text that is no date (the schema refuses it). */
  dueDate: string | null;
  urgency: ReportUrgency;
  source: string;
}

export interface ConditionProposalRow {
  key: string;
  text: string;
  source: string;
}

export interface ReviewForm {
  /** Whether the amount awarded is set from the letter. */
  keepAmount: boolean;
  /** The masked money text. */
  amountAwarded: string;
  amountCurrency: string | null;
  amountSource: string | null;
  reports: ReportProposalRow[];
  conditions: ConditionProposalRow[];
}

export function reviewForm(proposal: AwardTermsProposal): ReviewForm {
  const amount = proposal.amountAwarded;
  return {
    keepAmount: amount !== null,
    amountAwarded: dollarsToMoneyInput(amount?.amount),
    amountCurrency: amount?.currency ?? null,
    amountSource: amount?.source ?? null,
    reports: proposal.reports.map((report, index) => ({ key: `report-${index}`, ...report })),
    conditions: proposal.conditions.map((condition, index) => ({ key: `condition-${index}`, ...condition })),
  };
}

/** What the schema reads (confirmAwardTermsSchema): the amount as the masked text, so its messages apply. */
export function schemaValues(form: ReviewForm) {
  return {
    amountAwarded: form.keepAmount ? form.amountAwarded : null,
    reports: form.reports.map(({ name, dueDate, urgency }) => ({ name, dueDate, urgency })),
    conditions: form.conditions.map(({ text }) => ({ text })),
  };
}

/** The mutation's input (the amount in dollars, as GraphQL carries it). */
export function confirmInput(form: ReviewForm): AwardTermsInput {
  const values = schemaValues(form);
  return {
    amountAwarded: form.keepAmount ? moneyInputToDollars(form.amountAwarded) : null,
    reports: values.reports.map((report) => ({ ...report, dueDate: report.dueDate ?? '' })),
    conditions: values.conditions,
  };
}

/** Whether there is anything left to store. */
export function hasTerms(form: ReviewForm): boolean {
  return form.keepAmount || form.reports.length > 0 || form.conditions.length > 0;
}
