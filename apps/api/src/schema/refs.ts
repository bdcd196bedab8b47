import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { FunderRecord } from '@grantflow/db/repositories/funders';
import type { GrantRecord } from '@grantflow/db/repositories/grants';
import type { ProgramRecord } from '@grantflow/db/repositories/programs';
import type { ReportRecord } from '@grantflow/db/repositories/reports';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import {
  APPLICATION_STATUSES,
  DEADLINE_TYPES,
  FUNDER_TYPES,
  GRANT_FREQUENCIES,
  RECORD_FILTERS,
  REPORT_URGENCIES,
  SORT_DIRECTIONS,
  VISIBLE_APPLICATION_STATUSES,
} from '@grantflow/domain/shared/enums';
import { builder } from '../builder.ts';

// The tracker's object types are declared here and implemented in their entity files, so that
// Application ↔ Report ↔ Grant ↔ Funder can point at each other without import cycles.

export const FunderRef = builder.objectRef<FunderRecord>('Funder');
export const ProgramRef = builder.objectRef<ProgramRecord>('Program');
export const GrantRef = builder.objectRef<GrantRecord>('Grant');
export const ApplicationRef = builder.objectRef<ApplicationRecord>('Application');
/** A report, with its application when it was loaded with one (lists) or is shown under one. */
export const ReportRef = builder.objectRef<ReportRecord & { application?: ApplicationRecord }>('Report');

/** A domain enum's values with a description each (the record's keys must name every value). */
export function describedValues<const V extends string>(
  values: readonly V[],
  descriptions: Record<V, string>,
): Record<V, { description: string }> {
  return Object.fromEntries(values.map((value) => [value, { description: descriptions[value] }])) as Record<
    V,
    { description: string }
  >;
}

const STATUS_DESCRIPTIONS = {
  AWARDED: 'Submitted and awarded.',
  DECLINED: 'Submitted and declined.',
  INELIGIBLE: 'Not submitted: the organisation was not eligible (with a reason).',
  NOT_APPLY: 'Not applied for (yet): an upcoming application, shown as Open.',
  PENDING: 'Submitted, no answer yet.',
  SUBMITTED: 'Submitted; shown as Pending while neither awarded nor declined.',
} as const;

export const FunderTypeEnum = builder.enumType('FunderType', {
  description: "A funder's kind.",
  values: describedValues(FUNDER_TYPES, {
    CORPORATE: 'A company or its giving programme.',
    FOUNDATION: 'A private or community foundation.',
    GOVERNMENT: 'A federal government body.',
    GOVERNMENT_LOCAL: 'A city or county government body.',
    GOVERNMENT_STATE: 'A state government body.',
    ORGANIZATION: 'Another organisation (a non-profit, an association).',
    OTHER: 'Any other kind.',
  }),
});
export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', {
  values: describedValues(APPLICATION_STATUSES, STATUS_DESCRIPTIONS),
  description: 'Stored statuses.',
});
export const ApplicationDisplayStatusEnum = builder.enumType('ApplicationDisplayStatus', {
  values: describedValues(VISIBLE_APPLICATION_STATUSES, {
    ...STATUS_DESCRIPTIONS,
    DID_NOT_RESPOND: 'Submitted more than 365 days ago with no award and no decline (derived, never stored).',
  }),
  description: 'What a user sees: the stored status, or DID_NOT_RESPOND (derived, never stored).',
});
export const DeadlineTypeEnum = builder.enumType('DeadlineType', {
  description: "How an application's deadline binds.",
  values: describedValues(DEADLINE_TYPES, {
    REQUIRED: 'A fixed date (shown "Hard").',
    ROLLING: 'Applications are taken on a rolling basis; the date is a target.',
  }),
});
export const ReportUrgencyEnum = builder.enumType('ReportUrgency', {
  description: 'Whether the funder requires a report.',
  values: describedValues(REPORT_URGENCIES, {
    COURTESY: 'Sent as a courtesy; not required.',
    REQUIRED: 'Required by the funder.',
  }),
});
export const GrantFrequencyEnum = builder.enumType('GrantFrequency', {
  description: 'Whether a grant is applied for once or every year.',
  values: describedValues(GRANT_FREQUENCIES, {
    ONE_TIME: 'One application.',
    RECURRING: 'recurrenceCount applications, deadlines one year apart.',
  }),
});
export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Ascending or descending order.',
  values: describedValues(SORT_DIRECTIONS, {
    ASC: 'Smallest or earliest first.',
    DESC: 'Largest or latest first.',
  }),
});
export const RecordFilterEnum = builder.enumType('RecordFilter', {
  description: 'Which records a list keeps by whether they were submitted.',
  values: describedValues(RECORD_FILTERS, {
    ALL: 'Every record.',
    SUBMITTED: 'Only those submitted.',
    NOT_SUBMITTED: 'Only those not submitted.',
  }),
});
export const ApplicationOrderFieldEnum = builder.enumType('ApplicationOrderField', {
  description: 'What applications can be ordered by.',
  values: describedValues(['deadline'] as const, { deadline: 'The deadline, then the id.' }),
});

export const OrderByInput = builder.inputType('OrderByInput', {
  description: "An application list's order.",
  fields: (t) => ({
    field: t.field({ type: ApplicationOrderFieldEnum, description: 'What to order by (deadline).' }),
    direction: t.field({ type: SortDirectionEnum, description: 'ASC (the default) or DESC.' }),
  }),
});

export const PaginationInput = builder.inputType('PaginationInput', {
  description: 'A 1-based page of a list, in the order orderBy asks for.',
  fields: (t) => ({
    page: t.int({ description: 'The page to answer, from 1 (the default).' }),
    pageSize: t.int({ description: 'Items per page, 1 to 1000; 20 when absent, for every list.' }),
    orderBy: t.field({ type: OrderByInput, description: 'Applications only: deadline ASC by default.' }),
  }),
});

/** Integer cents → Float dollars for the wire. */
export const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : centsToDollars(cents);
