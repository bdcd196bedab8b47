import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { ImportJobRow } from '@grantflow/validation/drive-wire';

/** Both drives' jobs in one list, newest first (each importer answers newest first already). */
export function mergeImportJobs(
  lists: readonly { drive: DriveProvider; jobs: readonly ImportJobRow[] }[],
): (ImportJobRow & { drive: DriveProvider })[] {
  return lists
    .flatMap(({ drive, jobs }) => jobs.map((job) => ({ ...job, drive })))
    .sort((a, b) => Date.parse(b.inserted_at) - Date.parse(a.inserted_at));
}
