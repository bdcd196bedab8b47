import { hasHiddenCharacter } from '../shared/text-characters.ts';
import { DOCUMENT_NAME_MAX_LENGTH, documentNameProblem, hasSeparator } from './document-paths.ts';

// Names coming from a cloud drive are the provider's, not ours: Drive allows '/', control and bidi characters
// in a name, both drives allow names we refuse. An imported name is made acceptable rather than refused,
// so one odd name does not fail a whole folder import.

/** A name `documentNameProblem` accepts, as close to the provider's as possible. */
export function importedName(name: string): string {
  let cleaned = Array.from(name)
    .map((character) => {
      if (hasHiddenCharacter(character)) return '';
      return hasSeparator(character) ? '_' : character;
    })
    .join('')
    .trim();
  const normalized = cleaned.normalize('NFKC');
  if (normalized === '.' || normalized === '..' || cleaned === '') cleaned = `_${cleaned}`;
  const characters = Array.from(cleaned);
  if (characters.length > DOCUMENT_NAME_MAX_LENGTH) {
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
    cleaned =
      characters.slice(0, DOCUMENT_NAME_MAX_LENGTH - Array.from(extension).length).join('') + extension;
  }
  return documentNameProblem(cleaned) === null ? cleaned : '_';
}
