import { type Db, readAsTenant } from '@grantflow/db/client';
import { funderResponsiveness } from '@grantflow/db/repositories/funder-responsiveness';
import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import { derivationToday } from '../shared/use-case-options.ts';

export { EMPTY_RESPONSIVENESS } from '@grantflow/db/repositories/funder-responsiveness';

export interface MeasureFunderResponsivenessOptions {
  db: Db;
  /** The funders' organisation: they were read in its tenant scope, which checked the caller. */
  organizationId: number;
  funderIds: readonly number[];
  today?: string;
}

/** How each funder answers (submissions, wins, response days); a funder without any is absent. */
export function measureFunderResponsiveness(
  options: MeasureFunderResponsivenessOptions,
): Promise<Map<number, FunderResponsiveness>> {
  const { db, organizationId } = options;
  return readAsTenant(db, organizationId, (tx) =>
    funderResponsiveness(tx, organizationId, options.funderIds, derivationToday(options.today)),
  );
}
