import type { ReadAsTenantOptions } from '@grantflow/db/client';

/**
 * How a list's plain page is read: its statements are led by the organisation's index, so the generic
 * plans are good (packages/db, readAsTenant). Filters that change the plan (a date range, a status) use
 * the default custom plans.
 */
export const LIST_READ: ReadAsTenantOptions = { genericPlans: true };
