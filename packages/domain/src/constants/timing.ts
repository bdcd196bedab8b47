// Delays, debounces and polling intervals (docs/product.md, Constants and limits), in milliseconds.

export const SEARCH_DEBOUNCE_MS = { funders: 1000, tables: 500, documentFilter: 1000 } as const;

/** Verify-user waits this long after load before sending the token. */
export const VERIFY_DELAY_MS = 1000;
/** Board report: close the modal, then open the print dialog. */
export const PRINT_SEQUENCE_MS = { closeModal: 400, openPrintDialog: 800 } as const;
/** Reload after organisation added, support ticket sent, funder saved, program renamed. */
export const RELOAD_AFTER_SUCCESS_MS = 1000;
/** The 2FA setup modal closes this long after a verified code. */
export const TWO_FACTOR_CLOSE_DELAY_MS = 1000;
/** A message added to an existing chat is re-sent this long after it is added. */
export const CHAT_RESEND_DELAY_MS = 100;

export const IMPORT_POLLING_MS = { history: 2000, inProgress: 25000 } as const;

export const TOAST_DURATION_MS = { short: 4000, long: 10000 } as const;
export type ToastDuration = keyof typeof TOAST_DURATION_MS;
export const TOAST_DEFAULT_DURATION: ToastDuration = 'long';
