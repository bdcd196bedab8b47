// The name a downloaded export is saved under: whose data, which list, which day, so that files from
// several organisations or days never overwrite one another in a Downloads folder.
import type { WireDate } from '../dates/calendar-date.ts';

/** The organisation's name as a file-name part: lower case, letters and digits of any script, dashes between words. */
export function organizationSlug(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organization';
}

/** The same slug in ASCII, for HTTP's plain `filename=` (accents dropped, any other letter becomes a dash). */
export function asciiSlug(slug: string): string {
  const ascii = slug
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'organization';
}

export interface ExportFileName {
  /** `<organisation-slug>-<list>-<yyyy-mm-dd>.xlsx`, the slug in its own script. */
  name: string;
  /** The same name in ASCII only. */
  ascii: string;
}

export function exportFileName(options: {
  organizationName: string;
  list: string;
  day: WireDate;
  extension: string;
}): ExportFileName {
  const slug = organizationSlug(options.organizationName);
  const rest = `-${options.list}-${options.day}.${options.extension}`;
  return { name: `${slug}${rest}`, ascii: `${asciiSlug(slug)}${rest}` };
}
