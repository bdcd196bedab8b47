import { describe, expect, it } from 'vitest';
import { biggerThan, maxCharacters, messages, minCharacters, smallerThan } from './messages.ts';

describe('messages', () => {
  it.each([
    [messages.required, 'This field is required.'],
    [messages.invalid, 'This field is invalid.'],
    [messages.email, 'This field needs to be a valid email.'],
    [messages.phone, 'This phone number is invalid.'],
    [messages.complexityScore, 'Input a number between 0 and 20'],
    [messages.passwordsMustMatch, 'passwords must match'],
    [messages.twoFactorCode, 'Code must be exactly 5 digits'],
    [messages.twoFactorFormInvalid, 'Form Error: Invalid field'],
    [messages.awardedAfterSubmission, 'Awarded Date must come after Submission Date'],
    [messages.fillAllFields, 'please fill all fields'],
    [maxCharacters(300), 'Maximum of 300 characters'],
    [minCharacters(8), 'This field must have at least 8 characters'],
    [smallerThan(10), 'This field should be smaller than 10.'],
    [biggerThan(2), 'This field should be bigger than 2.'],
  ])('%j is the specification text', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
