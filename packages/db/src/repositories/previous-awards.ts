import type { DbExecutor } from '../client.ts';
import { createGrant } from './grants.ts';

export interface NewPreviousAward {
  funderId: number;
  programId: number;
  amountAwardedCents: number;
  submissionDate: string;
  /** The award date, or a date inside the awarded year when only the year is known. */
  receivementDate: string;
  /** True when only the year of the award is known. */
  isPrecisionByYear: boolean;
}

/**
 * A past award entered after the fact: a one-time grant with one AWARDED application whose deadline is
 * its submission date (the deadline column is required and nothing else is known).
 */
export async function createPreviousAward(
  tx: DbExecutor,
  organizationId: number,
  award: NewPreviousAward,
): Promise<number> {
  const { applicationIds } = await createGrant(tx, organizationId, {
    funderId: award.funderId,
    programId: award.programId,
    frequency: 'ONE_TIME',
    recurrenceCount: 1,
    applications: [
      {
        status: 'AWARDED',
        deadline: award.submissionDate,
        deadlineType: 'REQUIRED',
        declined: false,
        declinedDate: null,
        declinedReason: null,
        isSubmittedAsIneligible: false,
        ineligibleReason: null,
        notApply: false,
        fiscalDate: award.receivementDate,
        submissionDate: award.submissionDate,
        amountRequestedCents: null,
        amountAwardedCents: award.amountAwardedCents,
        receivementDate: award.receivementDate,
        isPrecisionByYear: award.isPrecisionByYear,
        reports: [],
      },
    ],
  });
  return applicationIds[0] ?? 0;
}
