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
  'TWO_FACTOR_CODE',
  'TWO_FACTOR_FORM_INVALID',
  'AWARDED_AFTER_SUBMISSION',
  'AWARDED_YEAR_RANGE',
  'FILL_ALL_FIELDS',
  'DATE_IN_FUTURE',
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

/** The §5 generic texts the domain's own field checks use (packages/validation words the rest). */
export const FIELD_ISSUES = {
  required: { code: 'REQUIRED', params: {}, message: 'This field is required.' },
  invalid: { code: 'INVALID', params: {}, message: 'This field is invalid.' },
} as const satisfies Record<string, FieldIssue>;
