// The drive calls' inputs (docs/product.md, REST calls): POST /api/{drive}/import and the drive browser.
// Built from the coded field schemas like every other payload, so each refusal names its field and code.
import { DRIVE_PROVIDERS } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { choice, object, typeError } from './fields.ts';
import { ID_MAX } from './limits.ts';
import { issue } from './messages.ts';
import { text } from './text.ts';

export const driveProviderSchema = choice(DRIVE_PROVIDERS);

const positiveId = z.coerce
  .number({ error: typeError })
  .int({ error: issue.invalid })
  .positive({ error: issue.invalid })
  .max(ID_MAX, { error: issue.invalid });

/** Provider ids are opaque, but short and printable (Drive ids, Graph item ids like `01ABC…!123`). */
const providerId = text({ error: typeError })
  .trim()
  .min(1, { error: issue.required })
  .max(512, { error: issue.invalid })
  .regex(/^[\w!.:=-]+$/, { error: issue.invalid });

const optionalText = (max: number) =>
  text({ error: issue.invalid }).max(max, { error: issue.invalid }).nullish();

/** POST /api/{drive}/import; `path` is the wire folder path the item lands in ('' = the funder's root). */
export const driveImportRequestSchema = object({
  doc_id: providerId,
  doc_name: text({ error: typeError })
    .trim()
    .min(1, { error: issue.required })
    .max(1024, { error: issue.invalid }),
  doc_mime_type: optionalText(255),
  doc_size: z.coerce
    .number({ error: issue.invalid })
    .int({ error: issue.invalid })
    .nonnegative({ error: issue.invalid })
    .nullish(),
  doc_type: choice(['file', 'folder']),
  user_id: positiveId,
  funder_id: positiveId,
  path: text({ error: issue.invalid }).max(4096, { error: issue.invalid }).default(''),
});
export type DriveImportRequest = z.infer<typeof driveImportRequestSchema>;

/** GET /api/{drive}/browse?folder_id=&page_token= (empty folder id = the drive's root). */
export const driveBrowseQuerySchema = object({
  folder_id: z.union([providerId, z.literal('')], { error: issue.invalid }).default(''),
  page_token: text({ error: issue.invalid }).max(4096, { error: issue.invalid }).default(''),
});

export const positiveIdSchema = positiveId;
