import type { FunderRecord } from '@grantflow/db/repositories/funders';
import type { ApplicationFields } from '@grantflow/domain/grant/plan-grant-applications';
import type { HistoryRecord } from '@grantflow/domain/history/changed-fields';

// The fields each record's history shows, as stored (the web translates the names and formats the values).

export const FUNDER_HISTORY_FIELDS = [
  'name',
  'type',
  'email',
  'phone',
  'website',
  'complexityScore',
  'keyContacts',
  'notes',
  'howToApply',
  'isPaused',
  'ein',
  'streetAddress',
  'city',
  'state',
  'zipcode',
] as const;

export function funderHistoryRecord(funder: FunderRecord): HistoryRecord {
  const { location, ...rest } = funder;
  return {
    ...rest,
    streetAddress: location?.streetAddress ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    zipcode: location?.zipcode ?? null,
  };
}

export const APPLICATION_HISTORY_FIELDS = [
  'status',
  'deadline',
  'deadlineType',
  'programId',
  'submissionDate',
  'amountRequestedCents',
  'amountAwardedCents',
  'receivementDate',
  'declined',
  'declinedDate',
  'declinedReason',
  'notApply',
  'isSubmittedAsIneligible',
  'ineligibleReason',
] as const;

export function applicationHistoryRecord(
  application: ApplicationFields,
  programId: number | null,
): HistoryRecord {
  return { ...application, programId };
}

export const GRANT_HISTORY_FIELDS = ['funderId', 'programId', 'frequency', 'recurrenceCount'] as const;

export const REPORT_HISTORY_FIELDS = [
  'deadline',
  'urgency',
  'submitted',
  'submissionDate',
  'description',
] as const;

export const FILE_HISTORY_FIELDS = ['name', 'folderPath', 'funderId'] as const;
