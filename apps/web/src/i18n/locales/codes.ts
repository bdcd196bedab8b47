import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';

// Texts per error code: `issues` for the field issues of packages/validation (ISSUE_CODES), `error_codes`
// for the domain's DomainErrorCode. Keys are the codes themselves; the English texts are the words the
// servers send (a test checks that the issues' stay equal).
const en = {
  issues: {
    REQUIRED: 'This field is required.',
    INVALID: 'This field is invalid.',
    EMAIL: 'This field needs to be a valid email.',
    PHONE: 'This phone number is invalid.',
    MAX_LENGTH: 'Maximum of {{limit}} characters',
    MIN_LENGTH: 'This field must have at least {{min}} characters',
    SMALLER_THAN: 'This field should be smaller than {{max}}.',
    BIGGER_THAN: 'This field should be bigger than {{min}}.',
    COMPLEXITY_SCORE: 'Input a number between {{min}} and {{max}}',
    PASSWORDS_MUST_MATCH: 'passwords must match',
    PASSWORDS_DIFFER: 'Passwords must match!',
    TWO_FACTOR_CODE: 'Code must be exactly {{length}} digits',
    TWO_FACTOR_FORM_INVALID: 'Form Error: Invalid field',
    AWARDED_AFTER_SUBMISSION: 'Awarded Date must come after Submission Date',
    AWARDED_YEAR_RANGE: 'Awarded Year should be between Submission Date year and the current year.',
    FILL_ALL_FIELDS: 'please fill all fields',
    DATE_IN_FUTURE: 'This date cannot be in the future.',
    DATE_RANGE: 'Choose an end after the start, at most {{maxDays}} days later.',
    ONE_OF: 'Choose one of {{choices}}.',
    EXPORT_TABLES: 'Choose grants, reports or both.',
    CURRENCY: 'Choose a currency by its ISO 4217 code.',
    BETWEEN: 'This field should be between {{min}} and {{max}}.',
    NAME_TAKEN: 'A program with this name already exists.',
    INVALID_LINK: 'This link is invalid or has expired.',
    AWARDED_AND_DECLINED: 'An application cannot be both awarded and declined',
    OUTCOME_NEEDS_SUBMISSION: 'An award or a decline needs a submission',
    NOT_APPLIED_WITH_SUBMISSION: 'An application not applied for (or ineligible) cannot have a submission',
    EMPTY: 'A name is required.',
    TOO_LONG: 'This name is too long.',
    CONTROL_CHARACTER: 'Names cannot contain control characters.',
    SEPARATOR: 'Names cannot contain / or \\.',
    DOT_SEGMENT: 'A name cannot be . or ..',
    TOO_DEEP: 'Folders are nested too deeply.',
    ABSOLUTE: 'Folder paths are relative to the funder.',
    DATE_OUT_OF_RANGE: 'Choose a date between {{min}} and {{max}}.',
    CONTROL_CHARACTERS: 'This field contains characters that are not allowed.',
    LINE_BREAK: 'This field must fit on one line.',
  },
  // The domain's English texts, the ones the servers send.
  error_codes: { ...DOMAIN_ERROR_MESSAGES },
} as const;

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CodesCatalogue = Widen<typeof en>;

export const codeLocales = { en };
