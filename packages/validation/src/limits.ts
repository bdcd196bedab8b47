// Numbers of §9 that the schemas need. Kept here (not imported from @grantflow/domain) because
// the domain package had no constants module when this package was written; see README.

export const COMPLEXITY_SCORE_MIN = 0;
export const COMPLEXITY_SCORE_MAX = 20;
export const PASSWORD_MIN_LENGTH = 8;
/** Far above the 64 that NIST 800-63B asks us to accept; bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 1024;
export const PHONE_MIN_DIGITS = 10;
export const TWO_FACTOR_CODE_LENGTH = 5;
export const ZIPCODE_MAX_LENGTH = 10;
export const REPORT_DESCRIPTION_MAX_LENGTH = 300;
export const RECURRENCE_COUNT_MIN = 2;
export const RECURRENCE_COUNT_MAX = 10;
/** The money mask allows 9 integer digits and 2 decimals. */
export const MONEY_MAX_DOLLARS = 999_999_999.99;
export const MONEY_MAX_CENTS = 99_999_999_999;

// Not in the specification: generous caps so a payload cannot carry megabytes of text.
export const NAME_MAX_LENGTH = 255;
export const SHORT_TEXT_MAX_LENGTH = 1000;
export const LONG_TEXT_MAX_LENGTH = 20_000;
export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
/** Integer ids are PostgreSQL `integer` columns. */
export const ID_MAX = 2_147_483_647;
