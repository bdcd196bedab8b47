// Business limits and the validation bounds that share them (docs/product.md, Constants and limits; Validation).

export const PAGE_SIZES = {
  /** Every GraphQL and REST list's page when the client sends no pageSize; the web passes its own sizes. */
  api: 20,
  funders: 12,
  /** Generic table default. */
  table: 5,
  /** The other table default the specification names. */
  tableAlternate: 8,
  programs: 10,
  /** Funder.grants. */
  funderGrants: 20,
  /** Printable tables show everything on one page. */
  printable: 1000,
} as const;

export const COMPLEXITY_SCORE = { min: 0, max: 20, hintMin: 0, hintMax: 10 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_DIGITS = 10;
export const ZIPCODE_MAX_LENGTH = 10;
export const REPORT_DESCRIPTION_MAX_LENGTH = 300;

export const TWO_FACTOR_CODE_LENGTH = 5;
export const TWO_FACTOR_CODE_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const RECURRENCE_COUNT = { min: 2, max: 10 } as const;
export const RECURRENCE_COUNT_OPTIONS: readonly number[] = Array.from(
  { length: RECURRENCE_COUNT.max - RECURRENCE_COUNT.min + 1 },
  (_, i) => RECURRENCE_COUNT.min + i,
);

export const NEXT_DAYS_OPTIONS = [7, 30, 60, 90, 180, 365] as const;
export type NextDaysOption = (typeof NEXT_DAYS_OPTIONS)[number];
export const NEXT_DAYS_DEFAULT: NextDaysOption = 90;
/** The calendar asks for a month view (about six weeks); a year and a bit is plenty and bounds the answer. */
export const CALENDAR_MAX_SPAN_DAYS = 400;

export const DID_NOT_RESPOND_THRESHOLD_DAYS = 365;

export const CHAT_TITLE_MAX_LENGTH = 100;
export const CHAT_TITLE_ELLIPSIS = '...';

export const IMPERSONATION_MAX_FAILED_CHECKS = 3;
export const LARGEST_FUNDERS_TOP = 5;

/** The dashboard compares the current fiscal year and the two before. */
export const DASHBOARD_CHART_YEARS = 3;
/** Bullet chart: the scale is 110% of the goal, with bands at 50, 75 and 85 percent of it. */
export const BULLET_CHART = { scale: 1.1, bands: [0.5, 0.75, 0.85] } as const;

export const FINE_TUNING_LIST_HEIGHT_PX = { documents: 500, database: 400 } as const;

/** The money input mask (docs/product.md, Money and dates). */
export const MONEY_INPUT = { maxIntegerDigits: 9, maxDecimals: 2 } as const;

export const ORGANIZATION_PICKER_WIDTH_PX = 320;
export const SUPPORTED_LANGUAGES = ['en', 'pt', 'de'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Personal access tokens: the lifetimes offered (days; null = never expires), the name's length, how many a user may hold. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export type AccessTokenExpiryDays = (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number];
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 100;
export const ACCESS_TOKENS_PER_USER_MAX = 20;

/** Saved opportunity searches: the name's length and how many one user may keep in one organisation. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
export const SAVED_SEARCHES_PER_USER_MAX = 25;
