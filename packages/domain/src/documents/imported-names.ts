import { DOCUMENT_NAME_MAX_LENGTH, documentNameProblem } from './document-paths.ts';

// Names coming from a cloud drive are the provider's, not ours: Drive allows '/' and control characters
// in a name, both drives allow names we refuse. An imported name is made acceptable rather than refused,
// so one odd name does not fail a whole folder import.

/** A name `documentNameProblem` accepts, as close to the provider's as possible. */
export function importedName(name: string): string {
  let cleaned = Array.from(name)
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return '';
      return character === '/' || character === '\\' ? '_' : character;
    })
    .join('')
    .trim();
  if (cleaned === '.' || cleaned === '..' || cleaned === '') cleaned = `_${cleaned}`;
  const characters = Array.from(cleaned);
  if (characters.length > DOCUMENT_NAME_MAX_LENGTH) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
    cleaned =
      characters.slice(0, DOCUMENT_NAME_MAX_LENGTH - Array.from(extension).length).join('') + extension;
  }
  return documentNameProblem(cleaned) === null ? cleaned : '_';
}
