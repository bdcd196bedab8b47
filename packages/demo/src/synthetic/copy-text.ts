// PostgreSQL COPY text format: tab-separated, `\N` for null, backslash escapes.

export type CopyValue = string | number | boolean | null | undefined;

function encode(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(encode).join('\t')}\n`;
}
