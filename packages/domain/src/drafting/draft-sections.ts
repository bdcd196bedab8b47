// The sections of an application the assistant can draft (docs/product.md, Drafting with the assistant).

export const DRAFT_SECTIONS = [
  'NEED_STATEMENT',
  'PROGRAM_DESCRIPTION',
  'BUDGET_NARRATIVE',
  'EVALUATION',
  'ORGANIZATIONAL_BACKGROUND',
  'LETTER_OF_INQUIRY',
] as const;
export type DraftSection = (typeof DRAFT_SECTIONS)[number];

/** A draft's text, as generated or edited: long enough for a letter of inquiry with its citations. */
export const DRAFT_BODY_MAX_LENGTH = 40_000;
