import { bigint, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { files } from './documents.ts';
import { driveProviderEnum, importStatusEnum } from './enums.ts';
import { funders } from './funders.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: driveProviderEnum('provider').notNull(),
    funderId: integer('funder_id'),
    folderPath: text('folder_path').notNull().default('/'),
    docName: text('doc_name').notNull(),
    status: importStatusEnum('status').notNull().default('PENDING'),
    totalFiles: integer('total_files').notNull().default(0),
    processedFiles: integer('processed_files').notNull().default(0),
    failedFiles: integer('failed_files').notNull().default(0),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    unique('import_jobs_organization_id_id_unique').on(t.organizationId, t.id),
    foreignKey({
      name: 'import_jobs_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    index('import_jobs_organization_created_idx').on(t.organizationId, t.createdAt),
    index('import_jobs_organization_status_idx').on(t.organizationId, t.status),
  ],
);

/** One provider file; the unique key makes a re-run (or a re-delivered job) never import it twice. */
export const importFiles = pgTable(
  'import_files',
  {
    id: id(),
    organizationId: tenantId(),
    jobId: integer('job_id').notNull(),
    provider: driveProviderEnum('provider').notNull(),
    providerFileId: text('provider_file_id').notNull(),
    revision: text('revision').notNull(),
    fileName: text('file_name').notNull(),
    folderPath: text('folder_path').notNull().default('/'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    status: importStatusEnum('status').notNull().default('PENDING'),
    errorMessage: text('error_message'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'import_files_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [importJobs.organizationId, importJobs.id],
    }).onDelete('cascade'),
    unique('import_files_provider_revision_unique').on(
      t.organizationId,
      t.provider,
      t.providerFileId,
      t.revision,
    ),
    index('import_files_organization_job_idx').on(t.organizationId, t.jobId),
  ],
);
