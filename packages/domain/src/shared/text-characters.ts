// Which characters a stored text may hold. Invisible and direction-changing characters let a name read
// differently from what it is (`invoice\u202Efdp.exe` shows as "invoiceexe.pdf"), C1 controls and lone
// surrogates break terminals, exports and other systems' decoders, and a line break in a one-line field
// splits logs and CSV rows. One place decides, so every field and every file name applies the same rule.

/** What is wrong with a text's characters, for the field error that reports it. */
export type TextCharacterProblem = 'CONTROL_CHARACTERS' | 'LINE_BREAK';

/** Tab, LF and CR: the only C0 controls a multi-line text keeps. */
const MULTILINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** Line breaks a one-line field refuses (NEL U+0085 is a C1 control, refused everywhere). */
const LINE_BREAKS = new Set([0x0a, 0x0d, 0x2028, 0x2029]);

/** Zero-width space, non-joiner, joiner, word joiner and the byte-order mark. */
const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);

/** C0 controls, DEL and C1 controls (U+0080–U+009F). */
export function isControlCharacter(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
export function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

export function isZeroWidth(code: number): boolean {
  return ZERO_WIDTH.has(code);
}

/** The code unit at `index` is half of a surrogate pair whose other half is missing. */
function isLoneSurrogate(value: string, index: number): boolean {
  const code = value.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = value.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

/**
 * Multi-line text (notes, descriptions, messages): no control character but tab, LF and CR, no bidi
 * control, no lone surrogate. Zero-width characters stay: emoji sequences and Persian or Indic
 * spelling need the joiners, and a note is never mistaken for another one because of them.
 */
export function multilineTextProblem(value: string): TextCharacterProblem | null {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControlCharacter(code) && !MULTILINE_CONTROLS.has(code)) return 'CONTROL_CHARACTERS';
    if (isBidiControl(code) || isLoneSurrogate(value, index)) return 'CONTROL_CHARACTERS';
  }
  return null;
}

/**
 * One-line text (names, search, e-mail, phone): the multi-line rule, and neither line breaks nor
 * zero-width characters, which make two names that look the same differ.
 */
export function singleLineTextProblem(value: string): TextCharacterProblem | null {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (LINE_BREAKS.has(code)) return 'LINE_BREAK';
    if (isZeroWidth(code)) return 'CONTROL_CHARACTERS';
  }
  return multilineTextProblem(value);
}

/** Any character a file name refuses for looking invisible or steering the text's direction. */
export function hasHiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControlCharacter(code) || isBidiControl(code) || isZeroWidth(code)) return true;
    if (LINE_BREAKS.has(code) || isLoneSurrogate(value, index)) return true;
  }
  return false;
}
