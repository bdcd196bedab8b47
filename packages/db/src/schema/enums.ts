import {
  APPLICATION_STATUSES,
  DEADLINE_TYPES,
  DRIVE_PROVIDERS,
  FUNDER_TYPES,
  GRANT_FREQUENCIES,
  IMPORT_STATUSES,
  REPORT_URGENCIES,
  ROLES,
} from '@grantflow/domain/shared/enums';
import { pgEnum } from 'drizzle-orm/pg-core';

// PostgreSQL enums built from the domain's constants, so the wire values and the stored values are one list.
export const roleEnum = pgEnum('role', ROLES);
export const funderTypeEnum = pgEnum('funder_type', FUNDER_TYPES);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const deadlineTypeEnum = pgEnum('deadline_type', DEADLINE_TYPES);
export const reportUrgencyEnum = pgEnum('report_urgency', REPORT_URGENCIES);
export const grantFrequencyEnum = pgEnum('grant_frequency', GRANT_FREQUENCIES);
export const importStatusEnum = pgEnum('import_status', IMPORT_STATUSES);
export const driveProviderEnum = pgEnum('drive_provider', DRIVE_PROVIDERS);
