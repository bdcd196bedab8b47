// The stable codes of field-level problems (a required field, a too-long text, …). packages/validation
// reports them for every schema issue, the domain for the fields it checks itself; clients translate
// by code and params, never by the English text that travels beside them.
export const ISSUE_CODES = [
  'REQUIRED',
  'INVALID',
  'EMAIL',
  'PHONE',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'SMALLER_THAN',
  'BIGGER_THAN',
  'COMPLEXITY_SCORE',
  'PASSWORDS_MUST_MATCH',
  'PASSWORDS_DIFFER',
  'TWO_FACTOR_CODE',
  'TWO_FACTOR_FORM_INVALID',
  'AWARDED_AFTER_SUBMISSION',
  'AWARDED_YEAR_RANGE',
  'FILL_ALL_FIELDS',
  'DATE_IN_FUTURE',
  'DATE_RANGE',
  'ONE_OF',
  'EXPORT_TABLES',
  'BETWEEN',
  'NAME_TAKEN',
  'INVALID_LINK',
  'AWARDED_AND_DECLINED',
  'OUTCOME_NEEDS_SUBMISSION',
  'NOT_APPLIED_WITH_SUBMISSION',
  // Document names and folder paths (documents/document-paths.ts DocumentNameProblem / FolderPathProblem).
  'EMPTY',
  'TOO_LONG',
  'CONTROL_CHARACTER',
  'SEPARATOR',
  'DOT_SEGMENT',
  'TOO_DEEP',
  'ABSOLUTE',
  'DATE_OUT_OF_RANGE',
  'CONTROL_CHARACTERS',
  // A line break in a one-line field (a name, a search, an e-mail).
  'LINE_BREAK',
  // An organisation's currency outside money/currency.ts CURRENCY_CODES.
  'CURRENCY',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Values a translation interpolates (`{ limit: 300 }`); numbers stay numbers. */
export type IssueParams = Readonly<Record<string, string | number>>;

/** One field's problem: its code and params, and the specification's English text. */
export interface FieldIssue {
  readonly code: IssueCode;
  readonly params: IssueParams;
  readonly message: string;
}

export function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === 'string' && (ISSUE_CODES as readonly string[]).includes(value);
}

/**
 * The texts of the field checks the domain and the servers run themselves (packages/validation words the
 * rest and reads these back for `issueText`, so each English text is written once).
 */
export const FIELD_ISSUES = {
  required: { code: 'REQUIRED', params: {}, message: 'This field is required.' },
  invalid: { code: 'INVALID', params: {}, message: 'This field is invalid.' },
  nameTaken: { code: 'NAME_TAKEN', params: {}, message: 'A program with this name already exists.' },
  invalidLink: { code: 'INVALID_LINK', params: {}, message: 'This link is invalid or has expired.' },
  awardedAndDeclined: {
    code: 'AWARDED_AND_DECLINED',
    params: {},
    message: 'An application cannot be both awarded and declined',
  },
  outcomeNeedsSubmission: {
    code: 'OUTCOME_NEEDS_SUBMISSION',
    params: {},
    message: 'An award or a decline needs a submission',
  },
  notAppliedWithSubmission: {
    code: 'NOT_APPLIED_WITH_SUBMISSION',
    params: {},
    message: 'An application not applied for (or ineligible) cannot have a submission',
  },
  nameEmpty: { code: 'EMPTY', params: {}, message: 'A name is required.' },
  nameTooLong: { code: 'TOO_LONG', params: {}, message: 'This name is too long.' },
  nameControlCharacter: {
    code: 'CONTROL_CHARACTER',
    params: {},
    message: 'Names cannot contain control characters.',
  },
  nameSeparator: { code: 'SEPARATOR', params: {}, message: 'Names cannot contain / or \\.' },
  nameDotSegment: { code: 'DOT_SEGMENT', params: {}, message: 'A name cannot be . or ..' },
  pathTooDeep: { code: 'TOO_DEEP', params: {}, message: 'Folders are nested too deeply.' },
  pathAbsolute: { code: 'ABSOLUTE', params: {}, message: 'Folder paths are relative to the funder.' },
} as const satisfies Record<string, FieldIssue>;

/** A whole number from `min` to `max` (the recurrence count; docs/product.md, Validation). */
export function betweenIssue(min: number, max: number): FieldIssue {
  return { code: 'BETWEEN', params: { min, max }, message: betweenText(min, max) };
}

export const betweenText = (min: number, max: number): string =>
  `This field should be between ${min} and ${max}.`;

/** A date outside the wire range (SECURITY 22); `min`/`max` are yyyy-MM-dd. */
export const dateOutOfRangeText = (min: string, max: string): string =>
  `Choose a date between ${min} and ${max}.`;

/**
 * Text holding NUL, another control character, a bidi control or a lone surrogate; in a one-line field also
 * a zero-width character (shared/text-characters.ts).
 */
export const CONTROL_CHARACTERS_TEXT = 'This field contains characters that are not allowed.';

/** A line break in a one-line field. */
export const LINE_BREAK_TEXT = 'This field must fit on one line.';
