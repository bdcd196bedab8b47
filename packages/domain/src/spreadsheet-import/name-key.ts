/**
 * The key names are matched by: case-, accent- and spacing-insensitive ("Fundação  Itaú" = "fundacao itau").
 * Used for headers, funder and program names, and status words.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
