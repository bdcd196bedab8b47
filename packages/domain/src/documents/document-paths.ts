// Folder paths and file names of funder documents (docs/product.md, Funder documents and cloud drives; SECURITY.md, row 10).
//
// On the wire (GraphQL, REST, the browser's query string) a folder path is relative to the funder's
// root, '/'-separated, with '' for the root: '2024/Reports'. In the database it is absolute: '/' for
// the root, '/2024/Reports' below it (leading '/', never a trailing one). These functions are the only
// place that converts between the two and decides what a valid name is.

import { hasHiddenCharacter } from '../shared/text-characters.ts';

/** The longest file or folder name we keep (bytes in most file systems allow 255). */
export const DOCUMENT_NAME_MAX_LENGTH = 255;
/** The deepest folder nesting we accept. */
export const FOLDER_MAX_DEPTH = 32;

export type DocumentNameProblem = 'EMPTY' | 'TOO_LONG' | 'CONTROL_CHARACTER' | 'SEPARATOR' | 'DOT_SEGMENT';

/**
 * Slashes that NFKC leaves as they are but that read as '/' or '\\' on screen: division slash, set minus,
 * fraction slash, the big solidi and reverse solidi, the diagonal box lines.
 */
const LOOK_ALIKE_SEPARATORS = new Set([
  0x2044, 0x2215, 0x2216, 0x27cb, 0x27cd, 0x29f5, 0x29f8, 0x29f9, 0x2571, 0x2572, 0x3033,
]);

/** Whether `text`, read in its NFKC form, holds '/', '\\' or a character drawn like one. */
export function hasSeparator(text: string): boolean {
  for (const character of text.normalize('NFKC')) {
    if (character === '/' || character === '\\') return true;
    if (LOOK_ALIKE_SEPARATORS.has(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/**
 * Why a single file or folder name is unusable, or null when it is fine. Names never contain a
 * separator ('/' or '\\', or a character that looks like one), a control, bidi or zero-width character
 * (NUL included), or stand for '.' / '..'. Separators and dot names are judged on the NFKC form, so
 * fullwidth '．．／' counts as '../'; the name itself is kept as it was typed.
 */
export function documentNameProblem(name: string): DocumentNameProblem | null {
  if (name.trim() === '') return 'EMPTY';
  if (Array.from(name).length > DOCUMENT_NAME_MAX_LENGTH) return 'TOO_LONG';
  if (hasHiddenCharacter(name)) return 'CONTROL_CHARACTER';
  const normalized = name.normalize('NFKC');
  if (hasSeparator(name)) return 'SEPARATOR';
  if (normalized.trim() === '.' || normalized.trim() === '..') return 'DOT_SEGMENT';
  return null;
}

export type FolderPathProblem = DocumentNameProblem | 'TOO_DEEP' | 'ABSOLUTE';

/** The segments of a wire folder path ('' → []), or the first problem found. */
export function parseWireFolderPath(
  path: string,
): { ok: true; segments: string[] } | { ok: false; problem: FolderPathProblem } {
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path)) {
    return { ok: false, problem: 'ABSOLUTE' };
  }
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return { ok: true, segments: [] };
  const segments = trimmed.split('/');
  if (segments.length > FOLDER_MAX_DEPTH) return { ok: false, problem: 'TOO_DEEP' };
  for (const segment of segments) {
    const problem = documentNameProblem(segment);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, segments: segments.map((segment) => segment.trim()) };
}

/** Segments → the stored form: [] → '/', ['a','b'] → '/a/b'. */
export function storedFolderPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/** Stored form → wire form: '/' → '', '/a/b' → 'a/b'. */
export function wireFolderPath(stored: string): string {
  return stored.replace(/^\/+/, '');
}

/** Every ancestor of a stored path, root excluded, shallowest first: '/a/b/c' → ['/a', '/a/b', '/a/b/c']. */
export function folderPathWithAncestors(stored: string): string[] {
  const segments = wireFolderPath(stored).split('/').filter(Boolean);
  return segments.map((_, index) => storedFolderPath(segments.slice(0, index + 1)));
}

/** The last segment of a stored folder path ('' for the root). */
export function folderName(stored: string): string {
  const segments = wireFolderPath(stored).split('/');
  return segments[segments.length - 1] ?? '';
}

/** The parent of a stored folder path ('/a/b' → '/a', '/a' → '/'); the root has none (null). */
export function parentFolderPath(stored: string): string | null {
  if (stored === '/') return null;
  const segments = wireFolderPath(stored).split('/');
  return storedFolderPath(segments.slice(0, -1));
}

/**
 * A name that does not collide with `taken` (compared case-insensitively): 'Budget.xlsx' →
 * 'Budget (2).xlsx', 'Budget (3).xlsx', … Used when an import or an upload lands on a name
 * already present in its folder, so nothing is overwritten silently.
 */
export function uniqueDocumentName(name: string, taken: Iterable<string>): string {
  const used = new Set(Array.from(taken, (existing) => existing.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const stem = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
