// The web's createGrant payload: the form state checked with the validation rules, then packages/domain's
// create-grant rules (createGrantParams; docs/product.md, Creating a grant). Amounts in integer cents.
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

/** The parts the form sends, checked (docs/product.md, Creating a grant decides which are sent; Validation what each needs). */
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
 * The createGrant arguments (docs/product.md, GraphQL operations) for the form state. Throws a VALIDATION DomainError whose details name every
 * missing or malformed field (docs/product.md, Validation).
 */
export function createGrantPayload(form: CreateGrantForm): CreateGrantPayload {
  throwIfFieldIssues(createGrantIssues(form));
  return createGrantParams(form);
}
