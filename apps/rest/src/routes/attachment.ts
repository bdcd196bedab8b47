import type { ExportFileName } from '@grantflow/domain/shared/export-file-name';

/** RFC 8187's value characters: encodeURIComponent leaves `'()*` as they are, which the grammar does not allow. */
const extendedValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition of a download (RFC 6266): a plain ASCII `filename` for old clients, and the name in its
 * own script as `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(file: ExportFileName): string {
  return `attachment; filename="${file.ascii}"; filename*=UTF-8''${extendedValue(file.name)}`;
}
