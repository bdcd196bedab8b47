// The rows grid of the Merged Data View: columns in first-seen order across rows, cells as plain text.
import type { TableRow } from './fine-tuning-types.ts';

export function columnsOf(rows: readonly TableRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
