import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';

export interface GrantFacts {
  status: string;
  displayStatus: VisibleApplicationStatus;
  submission?: { submissionDate?: string | null } | null;
}

/** docs/product.md, Screens and routes: previous grants are the applications with a submission date or status INELIGIBLE. */
export function isPreviousGrant(app: GrantFacts): boolean {
  return Boolean(app.submission?.submissionDate) || app.status === 'INELIGIBLE';
}

/** docs/product.md, Screens and routes: next grants are the applications not applied for yet. */
export function isNextGrant(app: GrantFacts): boolean {
  return app.status === 'NOT_APPLY';
}

export const PREVIOUS_GRANT_FILTERS = [
  'awarded',
  'declined',
  'did_not_respond',
  'ineligible',
  'pending',
] as const;
export type PreviousGrantFilter = (typeof PREVIOUS_GRANT_FILTERS)[number];

export function isPreviousGrantFilter(value: unknown): value is PreviousGrantFilter {
  return PREVIOUS_GRANT_FILTERS.some((filter) => filter === value);
}

// A submitted application that is neither awarded nor declined is shown as pending (docs/product.md, Application status).
const FILTER_STATUSES: Readonly<Record<PreviousGrantFilter, readonly VisibleApplicationStatus[]>> = {
  awarded: ['AWARDED'],
  declined: ['DECLINED'],
  did_not_respond: ['DID_NOT_RESPOND'],
  ineligible: ['INELIGIBLE'],
  pending: ['PENDING', 'SUBMITTED'],
};

export function filterPreviousGrants<T extends GrantFacts>(
  apps: readonly T[],
  filter: PreviousGrantFilter | null,
): T[] {
  const previous = apps.filter(isPreviousGrant);
  if (!filter) return previous;
  const statuses = FILTER_STATUSES[filter];
  return previous.filter((app) => statuses.includes(app.displayStatus));
}

/** The status a profile row shows: SUBMITTED reads as Pending, like the update form. */
export function shownStatus(status: VisibleApplicationStatus): VisibleApplicationStatus {
  return status === 'SUBMITTED' ? 'PENDING' : status;
}
