/** Key contacts are kept as one text, a semicolon-separated list (docs/product.md, Screens and routes). */
export function splitKeyContacts(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function joinKeyContacts(entries: readonly string[]): string {
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .join('; ');
}
