import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, getApplication } from '@grantflow/db/repositories/applications';
import {
  addApplicationReports,
  lockFunderNotes,
  setAmountAwarded,
  setFunderNotes,
} from '@grantflow/db/repositories/award-terms';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { notesWithConditions } from '@grantflow/domain/award-letter/notes-with-conditions';
import type { ConfirmAwardTermsInput } from '@grantflow/validation/award-terms';
import { LONG_TEXT_MAX_LENGTH } from '@grantflow/validation/limits';
import { customIssue, issue } from '@grantflow/validation/messages';
import { derivationToday, type TenantUseCaseOptions, throwIfIssues } from '../shared/use-case-options.ts';
import { awardedApplication } from './awarded-application.ts';

export interface ConfirmAwardTermsOptions extends TenantUseCaseOptions {
  applicationId: number;
  /** What the user kept of the proposals, as confirmAwardTermsSchema reads it (amount in cents). */
  input: ConfirmAwardTermsInput;
  load?: ApplicationLoad;
}

/**
 * Stores the award letter's terms the user kept, in one transaction: the reports are added to the
 * application's, the amount awarded replaces the stored one, and the conditions are appended to the
 * funder's notes under a heading naming the application (docs/product.md, Award letters).
 */
export async function confirmAwardTerms(options: ConfirmAwardTermsOptions): Promise<ApplicationRecord> {
  const { db, organization, applicationId, input } = options;
  const today = derivationToday(options.today);
  return withTenant(db, organization.id, async (tx) => {
    const application = await awardedApplication(tx, organization.id, applicationId, today);
    await addApplicationReports(
      tx,
      organization.id,
      applicationId,
      input.reports.map((report) => ({
        deadline: report.dueDate,
        urgency: report.urgency,
        description: report.name,
      })),
    );
    if (input.amountAwarded !== null) {
      await setAmountAwarded(tx, organization.id, applicationId, input.amountAwarded);
    }
    if (input.conditions.length > 0) {
      const funderId = application.grant.funderId;
      const notes = await lockFunderNotes(tx, organization.id, funderId);
      const heading = `${application.grant.program?.name ?? ''} ${application.deadline}`.trim();
      const next = notesWithConditions(
        notes,
        heading,
        input.conditions.map((c) => c.text),
      );
      // Refused whole (nothing of the confirmation is kept) rather than cutting the notes or a condition.
      if (next.length > LONG_TEXT_MAX_LENGTH) {
        throwIfIssues([{ ...customIssue(issue.maxLength(LONG_TEXT_MAX_LENGTH)), path: ['conditions'] }]);
      }
      await setFunderNotes(tx, organization.id, funderId, next);
    }
    return getApplication(tx, organization.id, applicationId, today, options.load ?? {});
  });
}
