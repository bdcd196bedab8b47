// Text a spreadsheet could run. An export writes names and notes as text cells, which nothing evaluates
// on open, but the formula comes alive once a user edits the cell or saves the sheet as CSV and opens it
// again: `=HYPERLINK(…)` leaks data, `+cmd|' /C calc'!A0` starts a program. As OWASP's CSV-injection
// guidance says, a leading apostrophe makes the spreadsheet read the rest as plain text.

/** The characters that make a spreadsheet read a cell as a formula (or, after a tab or CR, a new cell). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** `text` as a spreadsheet cell must hold it: prefixed with `'` when it would start a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}
