import type { Db } from '@grantflow/db/client';
import { readAsTenant } from '@grantflow/db/client';
import {
  type FunderFilingRecord,
  listFunderFilings as listFilingRows,
} from '@grantflow/db/repositories/funder-filings';

/** The stored filings of funders of one organisation (read for Funder.filings), oldest year first. */
export function listFunderFilings(options: {
  db: Db;
  organizationId: number;
  funderIds: readonly number[];
}): Promise<Map<number, FunderFilingRecord[]>> {
  return readAsTenant(options.db, options.organizationId, (tx) =>
    listFilingRows(tx, options.organizationId, options.funderIds),
  );
}
