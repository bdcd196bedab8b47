// The web's createGrant payload: the form state checked with §5's rules, then packages/domain's
// create-grant rules of §4 (createGrantParams). Amounts in integer cents.
import {
  type CreateGrantApplicationInput,
  type CreateGrantForm,
  type CreateGrantPayload,
  createGrantParams,
} from '@grantflow/domain/grant/create-grant-params';
import { recurrenceCountIssue } from '@grantflow/domain/grant/recurring-deadlines';
import {
  addApplicationRuleIssues,
  addIssue,
  centsIssue,
  dateIssue,
  type FieldIssues,
  optionalDateIssue,
  textIssue,
  throwIfFieldIssues,
} from './form-payload-checks.ts';
import { issue } from './messages.ts';

export type { CreateGrantApplicationInput, CreateGrantForm, CreateGrantPayload };

/** The parts the form sends, checked (§4 decides which are sent; §5 what each needs). */
export function createGrantIssues(form: CreateGrantForm): FieldIssues {
  const issues: FieldIssues = {};
  const ineligible = form.isSubmitted === 'INELIGIBLE' || form.status === 'INELIGIBLE';
  const submitted = form.isSubmitted === 'YES' && !ineligible;
  addIssue(issues, 'applicationDeadline', dateIssue(form.applicationDeadline));
  if (recurrenceCountIssue(form.frequency, form.recurrenceCount) !== null) {
    addIssue(issues, 'recurrenceCount', issue.invalid);
  }
  if (submitted) {
    addIssue(issues, 'dateSubmitted', optionalDateIssue(form.dateSubmitted));
    addIssue(issues, 'amountRequested', centsIssue(form.amountRequested));
  }
  if (form.amountAwarded !== null && form.amountAwarded !== undefined) {
    addIssue(issues, 'amountAwarded', centsIssue(form.amountAwarded));
    addIssue(issues, 'receivementDate', optionalDateIssue(form.receivementDate));
  }
  addIssue(issues, 'declinedDate', optionalDateIssue(form.declinedDate));
  if (ineligible) addIssue(issues, 'ineligibleReason', textIssue(form.ineligibleReason));
  addApplicationRuleIssues(
    issues,
    {
      submitted,
      awarded: !ineligible && form.status === 'AWARDED',
      declined: !ineligible && form.status === 'DECLINED',
    },
    form,
  );
  return issues;
}

/**
 * The createGrant arguments (§7) for the form state. Throws a VALIDATION DomainError whose details name every
 * missing or malformed field (§5 messages).
 */
export function createGrantPayload(form: CreateGrantForm): CreateGrantPayload {
  throwIfFieldIssues(createGrantIssues(form));
  return createGrantParams(form);
}
