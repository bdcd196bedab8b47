// Mantine's `md` (62em): below it the header holds only the burger and the logo, and the drawer holds the
// rest (help menu, Admin, organisation picker, user menu), so a phone reaches all of it.
export const TOOLS_IN_HEADER_QUERY = '(min-width: 62em)';

/** Whether the window is wide enough for the header's tools now (read once, before the first render). */
export function toolsFitInHeader(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(TOOLS_IN_HEADER_QUERY).matches;
}
