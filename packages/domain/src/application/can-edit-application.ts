import type { VisibleApplicationStatus } from '../shared/enums.ts';

// §2 lists not-apply, pending, awarded, declined, not-submitted and submitted; "not-submitted" is not a stored
// status (an unsubmitted application is NOT_APPLY or PENDING), so it adds nothing. INELIGIBLE and the derived
// DID_NOT_RESPOND are not in the list and show no pencil.
const EDITABLE: readonly VisibleApplicationStatus[] = [
  'NOT_APPLY',
  'PENDING',
  'AWARDED',
  'DECLINED',
  'SUBMITTED',
];

export function canEditApplication(status: VisibleApplicationStatus): boolean {
  return EDITABLE.includes(status);
}
