import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { funders } from './funders.ts';
import { tenantId } from './tenant.ts';

// Folders and files are addressed by path ('/', '/2024/Reports') within a funder's documents
// (funder_id null = organisation-wide). Paths are normalised by the caller: leading '/', no trailing '/'.

export const folders = pgTable(
  'folders',
  {
    id: id(),
    organizationId: tenantId(),
    funderId: integer('funder_id'),
    path: text('path').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'folders_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    unique('folders_path_unique').on(t.organizationId, t.funderId, t.path).nullsNotDistinct(),
    check('folders_path_absolute', sql`left(${t.path}, 1) = '/'`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    organizationId: tenantId(),
    funderId: integer('funder_id'),
    folderPath: text('folder_path').notNull().default('/'),
    name: text('name').notNull(),
    /**
     * Generated object key in the file store; never derived from the user's file name. Not unique: a
     * renewal folder links last cycle's files by new rows sharing the key, and the object is removed only
     * when the last row naming it is deleted (see the use cases' `removeObjects`).
     */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'files_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    unique('files_folder_name_unique')
      .on(t.organizationId, t.funderId, t.folderPath, t.name)
      .nullsNotDistinct(),
    check('files_size_non_negative', sql`${t.sizeBytes} >= 0`),
    index('files_organization_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('files_organization_storage_key_idx').on(t.organizationId, t.storageKey),
  ],
);
