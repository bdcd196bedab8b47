// How the product cuts a text into words, once: the language detection and the document search read the
// words as written, the data questions read them folded (no case, no accents) against accent-free lists.

/** Lower-case word tokens of a text (letters and digits, accents kept). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The text with its accents removed: 'Relatórios Überfällig' → 'Relatorios Uberfallig'. */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/**
 * The words of a text, lower case and accent-free, one space apart, an English possessive dropped
 * ('Hollis’s' is 'hollis'): 'Relatórios Überfällig? Já!' → 'relatorios uberfallig ja'.
 */
export function foldedWords(text: string): string {
  return wordsOf(withoutAccents(text))
    .map((word) => word.replace(/['’]s$/, '').replace(/['’]/g, ''))
    .join(' ');
}
