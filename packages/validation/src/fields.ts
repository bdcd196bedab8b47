// Field schemas shared by the entity files. Form fields accept what Mantine inputs hold
// ('' for an empty text, null for an empty picker); payload fields accept what JSON carries.
import { isWithinWireRange } from '@grantflow/domain/dates/wire-date-range';
import { type CurrencyCode, isCurrencyCode } from '@grantflow/domain/money/currency';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { z } from 'zod';
import { type DateReading, isIsoDate, readDate } from './dates.ts';
import {
  COMPLEXITY_SCORE_MAX,
  COMPLEXITY_SCORE_MIN,
  ID_MAX,
  MONEY_MAX_CENTS,
  MONEY_MAX_DOLLARS,
  NAME_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  TWO_FACTOR_CODE_LENGTH,
  ZIPCODE_MAX_LENGTH,
} from './limits.ts';
import { type CodedMessage, customIssue, issue } from './messages.ts';
import { isBlankMoney, parseMoneyToCents } from './money.ts';
import { multilineText, text } from './text.ts';

/** A missing value reads as "required"; a value of the wrong type as "invalid". */
export const typeError = (raw: { input?: unknown }): string =>
  raw.input === undefined || raw.input === null || raw.input === ''
    ? issue.required(raw)
    : issue.invalid(raw);

/** z.object whose own type error is coded like a field's: required when missing, invalid otherwise. */
export const object = <const T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: typeError });

/** A required one-line text (a name): see `text`. */
export const requiredText = (max: number = NAME_MAX_LENGTH) =>
  text({ error: typeError })
    .trim()
    .min(1, { error: issue.required })
    .max(max, { error: issue.maxLength(max) });

export const optionalText = (max: number) =>
  text({ error: issue.invalid })
    .trim()
    .max(max, { error: issue.maxLength(max) })
    .nullish();

/** A required note, message or description: line breaks and tabs kept. */
export const requiredMultilineText = (max: number) =>
  multilineText({ error: typeError })
    .trim()
    .min(1, { error: issue.required })
    .max(max, { error: issue.maxLength(max) });

/** An optional note, message or description: line breaks and tabs kept. */
export const optionalMultilineText = (max: number) =>
  multilineText({ error: issue.invalid })
    .trim()
    .max(max, { error: issue.maxLength(max) })
    .nullish();

export const requiredEmail = text({ error: typeError })
  .trim()
  .min(1, { error: issue.required })
  .pipe(z.email({ error: issue.email }));

export const optionalEmail = text({ error: issue.invalid })
  .trim()
  .refine((value) => value === '' || z.regexes.email.test(value), { error: issue.email })
  .nullish();

/**
 * (NXX) XXX-XXXX is the input mask; any text made of digits and the usual separators passes as
 * long as it holds at least ten digits and the area code does not start with 0.
 */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  const national = digits.length > PHONE_MIN_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return digits.length >= PHONE_MIN_DIGITS && /^[1-9]/.test(national);
}

export const optionalPhone = text({ error: issue.invalid })
  .trim()
  .refine((value) => value === '' || isValidPhone(value), { error: issue.phone })
  .nullish();

/** Applies the zipcode mask: digits only, a dash after the fifth, ten characters at most. */
export function formatZipcode(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export const optionalZipcode = text({ error: issue.invalid })
  .trim()
  .max(ZIPCODE_MAX_LENGTH, { error: issue.maxLength(ZIPCODE_MAX_LENGTH), abort: true })
  .regex(/^$|^\d{1,5}$|^\d{5}-\d{1,4}$/, { error: issue.invalid })
  .nullish();

/** A website gets http:// prepended when it starts with neither http:// nor https://. */
export function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

const INVALID_SCORE = Symbol('invalid score');

function readComplexityScore(value: number | string): number | null | typeof INVALID_SCORE {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return INVALID_SCORE;
    return readComplexityScore(Number(trimmed));
  }
  const isInRange = Number.isInteger(value) && value >= COMPLEXITY_SCORE_MIN && value <= COMPLEXITY_SCORE_MAX;
  return isInRange ? value : INVALID_SCORE;
}

/**
 * Optional; when given, a whole number from 0 to 20. A NumberInput holds '' when empty, read as
 * null (cleared); undefined stays undefined (not sent, so an update leaves it unchanged).
 */
export const complexityScore = z
  .union([z.number(), z.string(), z.null()], { error: issue.complexityScore })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return value;
    const score = readComplexityScore(value);
    if (score === INVALID_SCORE) {
      ctx.addIssue(customIssue(issue.complexityScore));
      return z.NEVER;
    }
    return score;
  });

export const twoFactorCode = (message: CodedMessage = issue.twoFactorCode) =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, { error: issue.required, abort: true })
    .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), { error: message });

/** Integer id; numeric strings (GraphQL `ID`, URL segments, Select values) are accepted. */
export const id = z.union([z.number(), z.string()], { error: typeError }).transform((value, ctx) => {
  if (typeof value === 'string' && value.trim() === '') {
    ctx.addIssue(customIssue(issue.required));
    return z.NEVER;
  }
  const parsed = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > ID_MAX) {
    ctx.addIssue(customIssue(issue.invalid));
    return z.NEVER;
  }
  return parsed;
});

/** A yyyy-MM-dd date in a payload, within the wire range (SECURITY 22: 1900-01-01 … 2200-12-31). */
export const isoDate = z
  .string({ error: typeError })
  .trim()
  .min(1, { error: issue.required, abort: true })
  .refine(isIsoDate, { error: issue.invalid, abort: true })
  .refine(isWithinWireRange, { error: issue.dateOutOfRange, abort: true });

/** An organisation's currency: one of the ISO 4217 codes of the domain's list, upper case ('EUR'). */
export const currencyCode = z
  .string({ error: typeError })
  .trim()
  .min(1, { error: issue.required, abort: true })
  .refine((value): value is CurrencyCode => isCurrencyCode(value), { error: issue.currency });

/**
 * An amount as the wire carries it (dollars: a number, or money text such as '$1,234.56') read as integer
 * cents: the one place a payload's money changes unit on its way in.
 */
export const wireCents = z.union([z.number(), z.string()], { error: typeError }).transform((value, ctx) => {
  if (isBlankMoney(value)) {
    ctx.addIssue(customIssue(issue.required));
    return z.NEVER;
  }
  const cents = parseMoneyToCents(value);
  if (cents === null) {
    ctx.addIssue(customIssue(issue.invalid));
    return z.NEVER;
  }
  if (cents > MONEY_MAX_CENTS) {
    ctx.addIssue(customIssue(issue.smallerThan(MONEY_MAX_DOLLARS)));
    return z.NEVER;
  }
  return cents;
});

/** Dollars in a payload, for the payloads whose use cases still take dollars. */
export const dollars = wireCents.transform(centsToDollars);

const dateInput = z.union([z.string(), z.date(), z.null()], { error: issue.invalid }).optional();

function dateField(required: boolean) {
  return dateInput.transform((value, ctx) => {
    const reading: DateReading = readDate(value);
    if (reading.kind === 'invalid') {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    if (reading.kind === 'blank') {
      if (required) {
        ctx.addIssue(customIssue(issue.required));
        return z.NEVER;
      }
      return null;
    }
    if (!isWithinWireRange(reading.date)) {
      ctx.addIssue(customIssue(issue.dateOutOfRange));
      return z.NEVER;
    }
    return reading.date;
  });
}

/** A picker's value (yyyy-MM-dd, Date, '' or null) read as yyyy-MM-dd; blank is refused. */
export const formDate = dateField(true);
/** Same, but blank reads as null (a rule elsewhere may still require it). */
export const optionalFormDate = dateField(false);

const moneyInput = z.union([z.string(), z.number(), z.null()], { error: issue.invalid }).optional();

function moneyField(required: boolean) {
  return moneyInput.transform((value, ctx) => {
    if (isBlankMoney(value)) {
      if (required) {
        ctx.addIssue(customIssue(issue.required));
        return z.NEVER;
      }
      return null;
    }
    const cents = parseMoneyToCents(value as string | number);
    if (cents === null) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    if (cents > MONEY_MAX_CENTS) {
      ctx.addIssue(customIssue(issue.smallerThan(MONEY_MAX_DOLLARS)));
      return z.NEVER;
    }
    return centsToDollars(cents);
  });
}

/** A $-masked input read as dollars; blank is refused with the generic required message. */
export const formMoney = moneyField(true);
/** Same, but blank reads as null. */
export const optionalFormMoney = moneyField(false);

/** One of a fixed set; '' and null (an empty Select) read as "required". */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: typeError });

/** One of a fixed set, or nothing ('' and null read as null). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: issue.invalid })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));
