import { RELOAD_AFTER_SUCCESS_MS } from '@grantflow/domain/constants/timing';

/** docs/product.md, Screens and routes: after adding an organisation or sending a ticket the page reloads, once the toast has been seen. */
export function reloadSoon(delayMs: number = RELOAD_AFTER_SUCCESS_MS): void {
  window.setTimeout(reloadNow, delayMs);
}

/** Reloads the page at once (in a module of its own so tests can stand in for it). */
export function reloadNow(): void {
  window.location.reload();
}
