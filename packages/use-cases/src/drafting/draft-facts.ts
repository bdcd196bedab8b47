import type { DbExecutor } from '@grantflow/db/client';
import { funderApplications, getApplication } from '@grantflow/db/repositories/applications';
import { getProgram } from '@grantflow/db/repositories/programs';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';

// What the organisation's own records say about the application a draft is for (docs/product.md, Drafting
// with the assistant): through the same repositories as the tracker and the funder profile.

export interface DraftFacts {
  applicationId: number;
  deadline: string;
  amountRequestedCents: number | null;
  funder: { id: number; name: string };
  program: { id: number; name: string; fiscalYear: number; yearlyGoalCents: number | null } | null;
  /** The funder's awards to the organisation, newest first (at most five). */
  pastAwards: { amountAwardedCents: number; date: string }[];
}

const NO_REPORTS = { reports: false, grant: { funder: {} } } as const;

/** The facts of one application of the organisation (APPLICATION_NOT_FOUND when it is not one of its own). */
export async function loadDraftFacts(
  tx: DbExecutor,
  organization: { id: number; fiscalYearStart: string | null },
  applicationId: number,
  today: string,
): Promise<DraftFacts> {
  const application = await getApplication(tx, organization.id, applicationId, today, NO_REPORTS);
  const grant = application.grant;
  const funder = grant?.funder;
  if (!grant || !funder) throw new Error('the application was loaded without its grant and funder');
  const program = grant.program
    ? await getProgram(
        tx,
        organization.id,
        grant.program.id,
        fiscalWindow(organization.fiscalYearStart, today),
      )
    : null;
  const { previous } = await funderApplications(tx, organization.id, funder.id, today, {
    reports: false,
    grant: false,
  });
  const pastAwards = previous
    .filter((a) => a.status === 'AWARDED' && a.id !== application.id && a.amountAwardedCents !== null)
    .slice(0, 5)
    .map((a) => ({
      amountAwardedCents: a.amountAwardedCents ?? 0,
      date: a.receivementDate ?? a.fiscalDate ?? a.deadline,
    }));
  return {
    applicationId: application.id,
    deadline: application.deadline,
    amountRequestedCents: application.amountRequestedCents,
    funder: { id: funder.id, name: funder.name },
    program: program
      ? {
          id: program.id,
          name: program.name,
          fiscalYear: program.fiscalYear,
          yearlyGoalCents: program.yearlyGoalCents,
        }
      : null,
    pastAwards,
  };
}
