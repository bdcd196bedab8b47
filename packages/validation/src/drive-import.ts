// The drive calls' inputs (product spec §7 cloud drives): POST /api/{drive}/import and the drive browser.
import { DRIVE_PROVIDERS } from '@grantflow/domain/shared/enums';
import { z } from 'zod';

export const driveProviderSchema = z.enum(DRIVE_PROVIDERS);

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** Provider ids are opaque, but short and printable (Drive ids, Graph item ids like `01ABC…!123`). */
const providerId = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[\w!.:=-]+$/, 'must be a provider file id');

/** POST /api/{drive}/import; `path` is the wire folder path the item lands in ('' = the funder's root). */
export const driveImportRequestSchema = z.object({
  doc_id: providerId,
  doc_name: z.string().trim().min(1).max(1024),
  doc_mime_type: z.string().max(255).nullish(),
  doc_size: z.coerce.number().int().nonnegative().nullish(),
  doc_type: z.enum(['file', 'folder']),
  user_id: positiveId,
  funder_id: positiveId,
  path: z.string().max(4096).default(''),
});
export type DriveImportRequest = z.infer<typeof driveImportRequestSchema>;

/** GET /api/{drive}/browse?folder_id=&page_token= (empty folder id = the drive's root). */
export const driveBrowseQuerySchema = z.object({
  folder_id: z.union([providerId, z.literal('')]).default(''),
  page_token: z.string().max(4096).default(''),
});

export const positiveIdSchema = positiveId;
