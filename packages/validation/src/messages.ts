import { COMPLEXITY_SCORE_MAX, COMPLEXITY_SCORE_MIN, TWO_FACTOR_CODE_LENGTH } from './limits.ts';

// Every text a schema can report, written once. The wording is the specification's (§5, §8);
// the web shows these strings as they are (translation keys map them when needed).
export const messages = {
  required: 'This field is required.',
  invalid: 'This field is invalid.',
  email: 'This field needs to be a valid email.',
  phone: 'This phone number is invalid.',
  complexityScore: `Input a number between ${COMPLEXITY_SCORE_MIN} and ${COMPLEXITY_SCORE_MAX}`,
  passwordsMustMatch: 'passwords must match',
  twoFactorCode: `Code must be exactly ${TWO_FACTOR_CODE_LENGTH} digits`,
  twoFactorFormInvalid: 'Form Error: Invalid field',
  awardedAfterSubmission: 'Awarded Date must come after Submission Date',
  awardedYearRange: 'Awarded Year should be between Submission Date year and the current year.',
  /** Toast of the create-funder wizard when a step is invalid (§8 spells it in lower case). */
  fillAllFields: 'please fill all fields',
  /** Not worded by the specification: dates that must not lie after today. */
  dateInFuture: 'This date cannot be in the future.',
} as const;

export type MessageKey = keyof typeof messages;

export const maxCharacters = (limit: number): string => `Maximum of ${limit} characters`;
export const minCharacters = (min: number): string => `This field must have at least ${min} characters`;
export const smallerThan = (max: number): string => `This field should be smaller than ${max}.`;
export const biggerThan = (min: number): string => `This field should be bigger than ${min}.`;
