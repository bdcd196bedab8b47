// The web's update-application payload: the form state checked with the validation rules, then packages/domain's
// update table (updateApplicationParams; docs/product.md, Updating an application). Amounts in integer cents.
import { isIneligibleReasonMarker } from '@grantflow/domain/application/ineligible-reason-marker';
import {
  type UpdateApplicationForm,
  type UpdateApplicationParams,
  updateApplicationParams,
} from '@grantflow/domain/application/update-application-params';
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

export type { UpdateApplicationForm, UpdateApplicationParams };

/** The fields the chosen branch sends, checked; the others are ignored (they are cleared). */
export function updateApplicationIssues(form: UpdateApplicationForm): FieldIssues {
  const issues: FieldIssues = {};
  addIssue(issues, 'deadline', dateIssue(form.deadline));
  if (form.answer === 'INELIGIBLE') {
    const missing = textIssue(form.ineligibleReason);
    addIssue(issues, 'ineligibleReason', missing);
    // A marker names a branch (docs/product.md, Updating an application); as a reason it would make the server read "No".
    if (!missing && isIneligibleReasonMarker(form.ineligibleReason)) {
      addIssue(issues, 'ineligibleReason', issue.invalid);
    }
  }
  if (form.answer !== 'YES') return issues;

  const choice = form.statusChoice;
  if (!choice) addIssue(issues, 'status', issue.required);
  addIssue(issues, 'dateSubmitted', optionalDateIssue(form.dateSubmitted));
  addIssue(issues, 'amountRequested', centsIssue(form.amountRequested));
  if (choice === 'AWARDED') {
    addIssue(issues, 'amountAwarded', centsIssue(form.amountAwarded));
    addIssue(issues, 'receivementDate', optionalDateIssue(form.receivementDate));
  }
  if (choice === 'DECLINED') addIssue(issues, 'declinedDate', optionalDateIssue(form.declinedDate));
  addApplicationRuleIssues(
    issues,
    {
      submitted: true,
      awarded: choice === 'AWARDED',
      declined: choice === 'DECLINED',
    },
    form,
  );
  return issues;
}

/**
 * The updateApplication params (docs/product.md, GraphQL operations) for the form state. Throws a VALIDATION DomainError whose details name
 * every field the chosen branch needs and lacks (docs/product.md, Validation).
 */
export function updateApplicationPayload(form: UpdateApplicationForm): UpdateApplicationParams {
  throwIfFieldIssues(updateApplicationIssues(form));
  return updateApplicationParams(form);
}
