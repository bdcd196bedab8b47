// The JSON bodies the importer answers to the drive calls (docs/product.md, REST calls), in their snake_case
// wire shapes: built by packages/use-cases (imports) for apps/importer, read by the web's documents page.
import type { ImportStatus } from '@grantflow/domain/shared/enums';

export interface ImportFileRow {
  id: number;
  job_id: number;
  file_name: string;
  folder_path: string;
  status: ImportStatus;
  error_message: string | null;
}

/** One import job of GET /api/{drive}/imports/{funderId} (`jobs`), with its files. */
export interface ImportJobRow {
  id: number;
  doc_name: string;
  status: ImportStatus;
  total_files: number;
  processed_files: number;
  failed_files: number;
  error_message: string | null;
  inserted_at: string;
  files: ImportFileRow[];
}

export interface DriveItem {
  id: string;
  name: string;
  mime_type: string;
  size: number | null;
  is_folder: boolean;
  modified_time: string | null;
}

/** GET /api/{drive}/browse: one page of a folder. */
export interface DriveListing {
  items: DriveItem[];
  next_page_token: string | null;
}
