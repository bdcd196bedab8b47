// updateApplication's input, declared once: the wire shape (dollars, optional parts), the rules a transport can
// run, and the reading of it as the domain's ApplicationUpdate (integer cents, the answer as a tagged union).
import { receivementDateIssues } from '@grantflow/domain/application/application-rules';
import type { ApplicationOutcome, ApplicationUpdate } from '@grantflow/domain/application/application-update';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { DEADLINE_TYPES, type GrantFrequency } from '@grantflow/domain/shared/enums';
import type { z } from 'zod';
import {
  applicationPayloadFields,
  awardFields,
  checkApplicationPayload,
  type PayloadIssue,
  submissionFields,
  throwIfAnswerContradiction,
} from './application-payload.ts';
import { applicationRuleMessage } from './application-rules.ts';
import { assertToday, type TodayOptions } from './dates.ts';
import { choice, id, object, wireCents } from './fields.ts';
import { customIssue } from './messages.ts';

export type { ApplicationUpdate };

const updateWireSchema = object({
  ...applicationPayloadFields,
  submission: object({ ...submissionFields, amountRequested: wireCents }).nullish(),
  award: object({ ...awardFields, amountAwarded: wireCents }).nullish(),
  programId: id,
  deadlineType: choice(DEADLINE_TYPES),
});

type UpdateWire = z.output<typeof updateWireSchema>;

/** The GraphQL `ApplicationUpdateParams` object as a client sends it. */
export type ApplicationUpdateWire = z.input<typeof updateWireSchema>;

function outcomeOf(wire: UpdateWire): ApplicationOutcome {
  if (wire.award) {
    return {
      kind: 'AWARDED',
      award: { amountAwarded: wire.award.amountAwarded, receivementDate: wire.award.receivementDate ?? null },
    };
  }
  // The rules refuse a decline without its details before this runs.
  if (wire.declined && wire.declinedDetails) {
    const { declinedDate, declinedReason } = wire.declinedDetails;
    return { kind: 'DECLINED', details: { declinedDate, declinedReason: declinedReason ?? null } };
  }
  return { kind: 'PENDING' };
}

/**
 * Which answer the optional parts mean: no submission is "not submitted", or "ineligible" when a reason comes
 * with it; a submission's outcome is its award, its decline, or pending. An outcome that contradicts the rest
 * is refused.
 */
function toApplicationUpdate(wire: UpdateWire): ApplicationUpdate {
  throwIfAnswerContradiction({
    submitted: Boolean(wire.submission),
    awarded: Boolean(wire.award),
    declined: wire.declined === true,
    notApplied: false,
  });
  const common = {
    programId: wire.programId,
    deadline: wire.deadline,
    deadlineType: wire.deadlineType,
    reports: wire.reports ?? [],
  };
  if (!wire.submission) {
    const reason = wire.ineligibleReason ?? '';
    return { ...common, answer: reason ? { kind: 'INELIGIBLE', reason } : { kind: 'NOT_SUBMITTED' } };
  }
  return { ...common, answer: { kind: 'SUBMITTED', submission: wire.submission, outcome: outcomeOf(wire) } };
}

/**
 * updateApplication(id, params): the params read as an ApplicationUpdate, after the rules that need nothing
 * but the params. The rule that needs the grant's frequency runs in the use case (applicationUpdateGrantIssues).
 */
export function applicationUpdateSchema(options: TodayOptions) {
  const today = assertToday(options);
  return updateWireSchema
    .superRefine((wire, ctx) => checkApplicationPayload(wire, ctx, [], { today }))
    .transform(toApplicationUpdate);
}

/** The rule of an update that reads the grant's frequency, as an issue on the params' path. */
export function applicationUpdateGrantIssues(
  update: ApplicationUpdate,
  options: { today: string; frequency: GrantFrequency | null | undefined },
): PayloadIssue[] {
  const { answer } = update;
  const award =
    answer.kind === 'SUBMITTED' && answer.outcome.kind === 'AWARDED' ? answer.outcome.award : null;
  const facts = {
    submitted: answer.kind === 'SUBMITTED',
    awarded: award !== null,
    declined: answer.kind === 'SUBMITTED' && answer.outcome.kind === 'DECLINED',
    frequency: options.frequency,
    deadline: update.deadline,
    receivementDate: award?.receivementDate,
  };
  return receivementDateIssues(facts, options.today).map((found) => ({
    ...customIssue(applicationRuleMessage(found.rule)),
    path: ['award', found.field],
  }));
}

/** An update as a client sends it (the inverse of applicationUpdateSchema): optional parts, dollars. */
export function applicationUpdateWire(update: ApplicationUpdate) {
  const { answer } = update;
  const submitted = answer.kind === 'SUBMITTED' ? answer : null;
  const outcome = submitted?.outcome;
  return {
    programId: String(update.programId),
    deadline: update.deadline,
    deadlineType: update.deadlineType,
    reports: update.reports,
    ineligibleReason: answer.kind === 'INELIGIBLE' ? answer.reason : null,
    submission: submitted && {
      submissionDate: submitted.submission.submissionDate,
      amountRequested: centsToDollars(submitted.submission.amountRequested),
    },
    award:
      outcome?.kind === 'AWARDED'
        ? {
            amountAwarded: centsToDollars(outcome.award.amountAwarded),
            receivementDate: outcome.award.receivementDate,
          }
        : null,
    declined: outcome?.kind === 'DECLINED',
    declinedDetails: outcome?.kind === 'DECLINED' ? outcome.details : null,
  } satisfies ApplicationUpdateWire;
}
