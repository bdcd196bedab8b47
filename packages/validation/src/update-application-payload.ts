// The web's update-application payload: the form state checked with the application rules, then read as the
// domain's ApplicationUpdate (applicationUpdateFromForm). Amounts in integer cents.
import {
  type ApplicationUpdate,
  applicationUpdateFromForm,
  type UpdateApplicationForm,
} from '@grantflow/domain/application/application-update';
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

export type { ApplicationUpdate, UpdateApplicationForm };

/** The fields the chosen branch sends, checked; the others are ignored (they are cleared). */
export function updateApplicationIssues(form: UpdateApplicationForm): FieldIssues {
  const issues: FieldIssues = {};
  addIssue(issues, 'deadline', dateIssue(form.deadline));
  if (form.answer === 'INELIGIBLE') {
    addIssue(issues, 'ineligibleReason', textIssue(form.ineligibleReason));
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
 * The update the form state means. Throws a VALIDATION DomainError whose details name every field the chosen
 * answer needs and lacks (coded messages).
 */
export function updateApplicationPayload(form: UpdateApplicationForm): ApplicationUpdate {
  throwIfFieldIssues(updateApplicationIssues(form));
  return applicationUpdateFromForm(form);
}
