// The numbers the schemas need. The product's constants (docs/product.md, Constants and limits) come from @grantflow/domain (one place for every
// constant); the rest are bounds of this package's own.

import {
  COMPLEXITY_SCORE,
  MONEY_INPUT,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  RECURRENCE_COUNT,
  REPORT_DESCRIPTION_MAX_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  ZIPCODE_MAX_LENGTH,
} from '@grantflow/domain/constants/limits';
import { centsToDollars } from '@grantflow/domain/money/money-units';

export {
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  REPORT_DESCRIPTION_MAX_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  ZIPCODE_MAX_LENGTH,
};

export const COMPLEXITY_SCORE_MIN = COMPLEXITY_SCORE.min;
export const COMPLEXITY_SCORE_MAX = COMPLEXITY_SCORE.max;
export const RECURRENCE_COUNT_MIN = RECURRENCE_COUNT.min;
export const RECURRENCE_COUNT_MAX = RECURRENCE_COUNT.max;

/** The money mask allows 9 integer digits and 2 decimals: 999,999,999.99 at most. */
export const MONEY_MAX_CENTS = 10 ** (MONEY_INPUT.maxIntegerDigits + MONEY_INPUT.maxDecimals) - 1;
export const MONEY_MAX_DOLLARS = centsToDollars(MONEY_MAX_CENTS);

/** Far above the 64 that NIST 800-63B asks us to accept; bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 1024;

// Not in the specification: generous caps so a payload cannot carry megabytes of text.
export const NAME_MAX_LENGTH = 255;
export const SHORT_TEXT_MAX_LENGTH = 1000;
export const LONG_TEXT_MAX_LENGTH = 20_000;
export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
/** Integer ids are PostgreSQL `integer` columns. */
export const ID_MAX = 2_147_483_647;
