import type { Db } from '@grantflow/db/client';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import type { PayloadIssue } from '@grantflow/validation/application-payload';
import { latestToday } from '@grantflow/validation/dates';
import { validationError } from '@grantflow/validation/validation-error';

/** The organisation a request acts for, resolved once at the edge (docs/architecture.md, Tenancy). */
export interface EffectiveOrganization {
  id: number;
  /** yyyy-MM-dd or null (calendar year). */
  fiscalYearStart: string | null;
}

/** What every tenant use case takes besides its own input. */
export interface TenantUseCaseOptions {
  db: Db;
  organization: EffectiveOrganization;
  /**
   * Today as yyyy-MM-dd. Defaults: UTC today for derived values (did-not-respond, current fiscal year) and
   * the latest date on Earth (UTC+14) for "not in the future" rules, so no user is refused their own today.
   */
  today?: string;
  /** The signed-in user who acts, recorded in history (docs/architecture.md, History); absent for system writes. */
  actorId?: number | null | undefined;
}

export const derivationToday = (today?: string): string => today ?? toWireDate(new Date());
export const validationToday = (today?: string): string => today ?? latestToday();

/** Rule issues (coded, on payload paths) as one VALIDATION error, like a refused argument. */
export function throwIfIssues(issues: ReadonlyArray<PayloadIssue>): void {
  if (issues.length > 0) throw validationError(issues);
}
