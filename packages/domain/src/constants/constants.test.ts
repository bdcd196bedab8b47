import { describe, expect, it } from 'vitest';
import {
  BULLET_CHART,
  CHAT_TITLE_MAX_LENGTH,
  COMPLEXITY_SCORE,
  DASHBOARD_CHART_YEARS,
  DID_NOT_RESPOND_THRESHOLD_DAYS,
  FINE_TUNING_LIST_HEIGHT_PX,
  IMPERSONATION_MAX_FAILED_CHECKS,
  LARGEST_FUNDERS_TOP,
  MONEY_INPUT,
  NEXT_DAYS_DEFAULT,
  NEXT_DAYS_OPTIONS,
  PAGE_SIZES,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  RECURRENCE_COUNT,
  RECURRENCE_COUNT_OPTIONS,
  REPORT_DESCRIPTION_MAX_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_CODE_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
  ZIPCODE_MAX_LENGTH,
} from './limits.ts';
import { THEME_COLORS } from './theme.ts';
import {
  IMPORT_POLLING_MS,
  PRINT_SEQUENCE_MS,
  RELOAD_AFTER_SUCCESS_MS,
  SEARCH_DEBOUNCE_MS,
  TOAST_DEFAULT_DURATION,
  TOAST_DURATION_MS,
  VERIFY_DELAY_MS,
} from './timing.ts';

// The constants table of docs/product.md, row by row: a change here must be a deliberate change of the product.
describe('business constants (docs/product.md, Constants and limits)', () => {
  it.each<[string, unknown, unknown]>([
    ['API list page size when the client sends none', PAGE_SIZES.api, 20],
    ['funders page size', PAGE_SIZES.funders, 12],
    ['generic table page size', PAGE_SIZES.table, 5],
    ['other table page size', PAGE_SIZES.tableAlternate, 8],
    ['programs page size', PAGE_SIZES.programs, 10],
    ['printable page size', PAGE_SIZES.printable, 1000],
    ['funders search debounce', SEARCH_DEBOUNCE_MS.funders, 1000],
    ['other tables search debounce', SEARCH_DEBOUNCE_MS.tables, 500],
    ['document filter debounce', SEARCH_DEBOUNCE_MS.documentFilter, 1000],
    ['complexity score', COMPLEXITY_SCORE, { min: 0, max: 20, hintMin: 0, hintMax: 10 }],
    ['password minimum', PASSWORD_MIN_LENGTH, 8],
    ['phone minimum digits', PHONE_MIN_DIGITS, 10],
    ['2FA code length', TWO_FACTOR_CODE_LENGTH, 5],
    ['2FA code lifetime', TWO_FACTOR_CODE_TTL_MS, 600_000],
    ['2FA max tries', TWO_FACTOR_MAX_ATTEMPTS, 5],
    ['zipcode maximum', ZIPCODE_MAX_LENGTH, 10],
    ['report description maximum', REPORT_DESCRIPTION_MAX_LENGTH, 300],
    ['recurrence count', RECURRENCE_COUNT, { min: 2, max: 10 }],
    ['recurrence count options', RECURRENCE_COUNT_OPTIONS, [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['next-days options', NEXT_DAYS_OPTIONS, [7, 30, 60, 90, 180, 365]],
    ['next-days default', NEXT_DAYS_DEFAULT, 90],
    ['did-not-respond threshold', DID_NOT_RESPOND_THRESHOLD_DAYS, 365],
    ['chat title length', CHAT_TITLE_MAX_LENGTH, 100],
    ['verify delay', VERIFY_DELAY_MS, 1000],
    ['print sequence', PRINT_SEQUENCE_MS, { closeModal: 400, openPrintDialog: 800 }],
    ['reload after success', RELOAD_AFTER_SUCCESS_MS, 1000],
    ['import polling', IMPORT_POLLING_MS, { history: 2000, inProgress: 25000 }],
    ['toast durations', TOAST_DURATION_MS, { short: 4000, long: 10000 }],
    ['toast default', TOAST_DEFAULT_DURATION, 'long'],
    ['impersonation dropped after', IMPERSONATION_MAX_FAILED_CHECKS, 3],
    ['largest funders ranking', LARGEST_FUNDERS_TOP, 5],
    ['dashboard chart years', DASHBOARD_CHART_YEARS, 3],
    ['bullet chart', BULLET_CHART, { scale: 1.1, bands: [0.5, 0.75, 0.85] }],
    ['fine-tuning list heights', FINE_TUNING_LIST_HEIGHT_PX, { documents: 500, database: 400 }],
    ['money input', MONEY_INPUT, { maxIntegerDigits: 9, maxDecimals: 2 }],
    [
      'theme colours',
      THEME_COLORS,
      { brand: '#8700F9', success: '#44d7b6', error: '#f14336', warning: '#f7b500', background: '#f8f8f8' },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('the default next-days option is one of the options', () => {
    expect(NEXT_DAYS_OPTIONS).toContain(NEXT_DAYS_DEFAULT);
  });
});
