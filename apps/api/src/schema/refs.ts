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

export const FunderTypeEnum = builder.enumType('FunderType', { values: FUNDER_TYPES });
export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', {
  values: APPLICATION_STATUSES,
  description: 'Stored statuses.',
});
export const ApplicationDisplayStatusEnum = builder.enumType('ApplicationDisplayStatus', {
  values: VISIBLE_APPLICATION_STATUSES,
  description: 'What a user sees: the stored status, or DID_NOT_RESPOND (derived, never stored).',
});
export const DeadlineTypeEnum = builder.enumType('DeadlineType', { values: DEADLINE_TYPES });
export const ReportUrgencyEnum = builder.enumType('ReportUrgency', { values: REPORT_URGENCIES });
export const GrantFrequencyEnum = builder.enumType('GrantFrequency', { values: GRANT_FREQUENCIES });
export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });
export const RecordFilterEnum = builder.enumType('RecordFilter', { values: RECORD_FILTERS });
export const ApplicationOrderFieldEnum = builder.enumType('ApplicationOrderField', {
  values: ['deadline'] as const,
});

export const OrderByInput = builder.inputType('OrderByInput', {
  fields: (t) => ({
    field: t.field({ type: ApplicationOrderFieldEnum }),
    direction: t.field({ type: SortDirectionEnum }),
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
