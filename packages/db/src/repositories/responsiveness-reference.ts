import {
  type FunderResponsiveness,
  funderResponsiveness,
  type ResponsivenessFacts,
} from '@grantflow/domain/funder/responsiveness';
import type { RawApplication, RawData } from './dashboard-reference.ts';

// The slow, obviously-correct versions of funder-responsiveness.ts and renewals.ts, computed from raw rows
// (dashboard-reference's `loadRawData`) with the domain's rules. Tests compare with them; nothing in
// production uses this file.

export function factsOf(a: RawApplication): ResponsivenessFacts {
  return {
    status: a.status,
    declined: a.declined,
    submission: a.submissionDate ? { submissionDate: a.submissionDate } : null,
    award:
      a.amountAwardedCents !== null || a.receivementDate !== null
        ? { receivementDate: a.receivementDate }
        : null,
    amountAwardedCents: a.amountAwardedCents,
  };
}

/** Per funder with at least one submitted application. */
export function referenceResponsiveness(data: RawData, today: string): Map<number, FunderResponsiveness> {
  const byFunder = new Map<number, RawApplication[]>();
  for (const a of data.applications) {
    if (!a.submissionDate) continue;
    byFunder.set(a.funderId, [...(byFunder.get(a.funderId) ?? []), a]);
  }
  return new Map(
    [...byFunder].map(([funderId, apps]) => [funderId, funderResponsiveness(apps.map(factsOf), today)]),
  );
}

/** Awarded applications with no later (deadline, then id) application of the same funder and program. */
export function referenceRenewalSources(data: RawData): number[] {
  const isLater = (x: RawApplication, a: RawApplication) =>
    x.deadline > a.deadline || (x.deadline === a.deadline && x.id > a.id);
  return data.applications
    .filter(
      (a) =>
        a.status === 'AWARDED' &&
        !data.applications.some(
          (x) => x.funderId === a.funderId && x.programId === a.programId && isLater(x, a),
        ),
    )
    .map((a) => a.id)
    .sort((x, y) => x - y);
}
