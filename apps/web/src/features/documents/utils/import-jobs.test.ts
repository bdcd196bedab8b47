import type { ImportJobRow } from '@grantflow/validation/drive-wire';
import { describe, expect, it } from 'vitest';
import { mergeImportJobs } from './import-jobs.ts';

const job = (name: string, inserted_at: string): ImportJobRow => ({
  id: name.length,
  doc_name: name,
  status: 'COMPLETED',
  total_files: 1,
  processed_files: 1,
  failed_files: 0,
  error_message: null,
  inserted_at,
  files: [],
});

describe('mergeImportJobs', () => {
  it("lists both drives' jobs newest first, each with its drive", () => {
    const merged = mergeImportJobs([
      { drive: 'google_drive', jobs: [job('g2', '2025-03-02T10:00:00Z'), job('g1', '2025-01-01T10:00:00Z')] },
      { drive: 'one_drive', jobs: [job('o1', '2025-02-01T10:00:00Z')] },
    ]);
    expect(merged.map((j) => [j.drive, j.doc_name])).toEqual([
      ['google_drive', 'g2'],
      ['one_drive', 'o1'],
      ['google_drive', 'g1'],
    ]);
  });
});
