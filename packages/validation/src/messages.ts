import { WIRE_DATE_MAX, WIRE_DATE_MIN } from '@grantflow/domain/dates/wire-date-range';
import {
  betweenText,
  CONTROL_CHARACTERS_TEXT,
  dateOutOfRangeText,
  FIELD_ISSUES,
  ISSUE_CODES,
  type IssueCode,
  type IssueParams,
  isIssueCode,
  LINE_BREAK_TEXT,
} from '@grantflow/domain/shared/issue-codes';
import { COMPLEXITY_SCORE_MAX, COMPLEXITY_SCORE_MIN, TWO_FACTOR_CODE_LENGTH } from './limits.ts';

// Every text a schema can report, written once. The wording is the product's (docs/product.md, Validation; Messages and error codes). Clients
// translate by the issue's code and params (`issue` below), never by reading these texts back.
export const messages = {
  required: 'This field is required.',
  invalid: 'This field is invalid.',
  email: 'This field needs to be a valid email.',
  phone: 'This phone number is invalid.',
  complexityScore: `Input a number between ${COMPLEXITY_SCORE_MIN} and ${COMPLEXITY_SCORE_MAX}`,
  passwordsMustMatch: 'passwords must match',
  /** The catalogue's generic wording (docs/product.md, Messages and error codes), on the registration form. */
  passwordsDiffer: 'Passwords must match!',
  twoFactorCode: `Code must be exactly ${TWO_FACTOR_CODE_LENGTH} digits`,
  twoFactorFormInvalid: 'Form Error: Invalid field',
  awardedAfterSubmission: 'Awarded Date must come after Submission Date',
  awardedYearRange: 'Awarded Year should be between Submission Date year and the current year.',
  /** Toast of the create-funder wizard when a step is invalid (spelt in lower case, as docs/product.md, Messages and error codes has it). */
  fillAllFields: 'please fill all fields',
  /** Not worded by the specification: dates that must not lie after today. */
  dateInFuture: 'This date cannot be in the future.',
  /** The Excel export's `tables` argument (not worded by the specification). */
  exportTables: 'Choose grants, reports or both.',
  /** Not worded by the specification: an organisation's currency (ISO 4217). */
  currency: 'Choose a currency by its ISO 4217 code.',
} as const;

export type MessageKey = keyof typeof messages;

export const maxCharacters = (limit: number): string => `Maximum of ${limit} characters`;
export const minCharacters = (min: number): string => `This field must have at least ${min} characters`;
export const smallerThan = (max: number): string => `This field should be smaller than ${max}.`;
export const biggerThan = (min: number): string => `This field should be bigger than ${min}.`;
/** A date range argument (the calendar's start and end). */
export const dateRangeText = (maxDays: number): string =>
  `Choose an end after the start, at most ${maxDays} days later.`;
/** An argument with a fixed set of values, listed as `choices` ('7, 30, 60, 90, 180, 365'). */
export const oneOfText = (choices: string): string => `Choose one of ${choices}.`;
export { betweenText, ISSUE_CODES, type IssueCode, type IssueParams, isIssueCode };

/** The raw issue zod hands to an error map; the stamp lands in its `params`, which zod keeps. */
type StampableIssue = object;

/**
 * A coded message: usable as zod's `error` option (`{ error: issue.required }`), it returns the English
 * text and stamps `params: { code, ...params }` on the issue. zod copies every own key of the raw issue
 * into the final one (`finalizeIssue`), so the code travels with the issue; nothing reads the text back.
 */
export interface CodedMessage {
  (raw: StampableIssue): string;
  readonly code: IssueCode;
  readonly params: IssueParams;
  /** The English text (not `message`: zod would take a `message` key for its own option). */
  readonly text: string;
}

export function coded(code: IssueCode, text: string, params: IssueParams = {}): CodedMessage {
  const stamp = (raw: StampableIssue): string => {
    (raw as { params?: Record<string, unknown> }).params = { code, ...params };
    return text;
  };
  return Object.freeze(Object.assign(stamp, { code, params: Object.freeze({ ...params }), text }));
}

/** The coded counterpart of each text above. */
export const issue = {
  required: coded('REQUIRED', messages.required),
  invalid: coded('INVALID', messages.invalid),
  email: coded('EMAIL', messages.email),
  phone: coded('PHONE', messages.phone),
  complexityScore: coded('COMPLEXITY_SCORE', messages.complexityScore, {
    min: COMPLEXITY_SCORE_MIN,
    max: COMPLEXITY_SCORE_MAX,
  }),
  passwordsMustMatch: coded('PASSWORDS_MUST_MATCH', messages.passwordsMustMatch),
  passwordsDiffer: coded('PASSWORDS_DIFFER', messages.passwordsDiffer),
  twoFactorCode: coded('TWO_FACTOR_CODE', messages.twoFactorCode, { length: TWO_FACTOR_CODE_LENGTH }),
  twoFactorFormInvalid: coded('TWO_FACTOR_FORM_INVALID', messages.twoFactorFormInvalid),
  awardedAfterSubmission: coded('AWARDED_AFTER_SUBMISSION', messages.awardedAfterSubmission),
  awardedYearRange: coded('AWARDED_YEAR_RANGE', messages.awardedYearRange),
  fillAllFields: coded('FILL_ALL_FIELDS', messages.fillAllFields),
  dateInFuture: coded('DATE_IN_FUTURE', messages.dateInFuture),
  exportTables: coded('EXPORT_TABLES', messages.exportTables),
  currency: coded('CURRENCY', messages.currency),
  dateRange: (maxDays: number) => coded('DATE_RANGE', dateRangeText(maxDays), { maxDays }),
  oneOf: (choices: ReadonlyArray<string | number>) => {
    const listed = choices.join(', ');
    return coded('ONE_OF', oneOfText(listed), { choices: listed });
  },
  between: (min: number, max: number) => coded('BETWEEN', betweenText(min, max), { min, max }),
  dateOutOfRange: coded('DATE_OUT_OF_RANGE', dateOutOfRangeText(WIRE_DATE_MIN, WIRE_DATE_MAX), {
    min: WIRE_DATE_MIN,
    max: WIRE_DATE_MAX,
  }),
  controlCharacters: coded('CONTROL_CHARACTERS', CONTROL_CHARACTERS_TEXT),
  lineBreak: coded('LINE_BREAK', LINE_BREAK_TEXT),
  maxLength: (limit: number) => coded('MAX_LENGTH', maxCharacters(limit), { limit }),
  minLength: (min: number) => coded('MIN_LENGTH', minCharacters(min), { min }),
  smallerThan: (max: number) => coded('SMALLER_THAN', smallerThan(max), { max }),
  biggerThan: (min: number) => coded('BIGGER_THAN', biggerThan(min), { min }),
} as const;

/** A custom issue carrying its code, for `ctx.addIssue` inside transforms and refinements. */
export function customIssue(message: CodedMessage, path?: PropertyKey[]) {
  return {
    code: 'custom' as const,
    message: message.text,
    params: { code: message.code, ...message.params },
    ...(path === undefined ? {} : { path }),
  };
}

/** The English text of a code with its params: what each client catalogue's English entry must read. */
export function issueText(code: IssueCode, params: IssueParams = {}): string {
  const number = (key: string) => Number(params[key]);
  switch (code) {
    case 'MAX_LENGTH':
      return maxCharacters(number('limit'));
    case 'MIN_LENGTH':
      return minCharacters(number('min'));
    case 'SMALLER_THAN':
      return smallerThan(number('max'));
    case 'BIGGER_THAN':
      return biggerThan(number('min'));
    case 'DATE_RANGE':
      return dateRangeText(number('maxDays'));
    case 'ONE_OF':
      return oneOfText(String(params.choices ?? ''));
    case 'BETWEEN':
      return betweenText(number('min'), number('max'));
    case 'DATE_OUT_OF_RANGE':
      return dateOutOfRangeText(String(params.min ?? WIRE_DATE_MIN), String(params.max ?? WIRE_DATE_MAX));
    default:
      return FIXED_TEXTS[code];
  }
}

const FIXED_TEXTS: Record<
  Exclude<
    IssueCode,
    | 'MAX_LENGTH'
    | 'MIN_LENGTH'
    | 'SMALLER_THAN'
    | 'BIGGER_THAN'
    | 'DATE_RANGE'
    | 'ONE_OF'
    | 'BETWEEN'
    | 'DATE_OUT_OF_RANGE'
  >,
  string
> = {
  REQUIRED: messages.required,
  INVALID: messages.invalid,
  EMAIL: messages.email,
  PHONE: messages.phone,
  COMPLEXITY_SCORE: messages.complexityScore,
  PASSWORDS_MUST_MATCH: messages.passwordsMustMatch,
  PASSWORDS_DIFFER: messages.passwordsDiffer,
  TWO_FACTOR_CODE: messages.twoFactorCode,
  TWO_FACTOR_FORM_INVALID: messages.twoFactorFormInvalid,
  AWARDED_AFTER_SUBMISSION: messages.awardedAfterSubmission,
  AWARDED_YEAR_RANGE: messages.awardedYearRange,
  FILL_ALL_FIELDS: messages.fillAllFields,
  DATE_IN_FUTURE: messages.dateInFuture,
  EXPORT_TABLES: messages.exportTables,
  CURRENCY: messages.currency,
  NAME_TAKEN: FIELD_ISSUES.nameTaken.message,
  INVALID_LINK: FIELD_ISSUES.invalidLink.message,
  AWARDED_AND_DECLINED: FIELD_ISSUES.awardedAndDeclined.message,
  OUTCOME_NEEDS_SUBMISSION: FIELD_ISSUES.outcomeNeedsSubmission.message,
  NOT_APPLIED_WITH_SUBMISSION: FIELD_ISSUES.notAppliedWithSubmission.message,
  EMPTY: FIELD_ISSUES.nameEmpty.message,
  TOO_LONG: FIELD_ISSUES.nameTooLong.message,
  CONTROL_CHARACTER: FIELD_ISSUES.nameControlCharacter.message,
  SEPARATOR: FIELD_ISSUES.nameSeparator.message,
  DOT_SEGMENT: FIELD_ISSUES.nameDotSegment.message,
  TOO_DEEP: FIELD_ISSUES.pathTooDeep.message,
  ABSOLUTE: FIELD_ISSUES.pathAbsolute.message,
  CONTROL_CHARACTERS: CONTROL_CHARACTERS_TEXT,
  LINE_BREAK: LINE_BREAK_TEXT,
};
