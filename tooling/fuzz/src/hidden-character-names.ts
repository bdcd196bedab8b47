// Names that read as something other than what they hold: bidi overrides and isolates, C1 controls,
// zero-width characters, lone surrogates, line breaks in a one-line field, and look-alike slashes in file
// names (LOOK_ALIKE_FILE_NAMES, refused in file names only). Each must be refused with a coded field error, never stored and never an INTERNAL.

export const HIDDEN_CHARACTER_NAMES: readonly string[] = [
  'invoice\u202efdp.exe',
  '\u202aAcme Foundation',
  'Acme\u202bFund',
  'Acme\u202cFund',
  'Acme\u202dFund',
  'Acme\u2066Fund\u2069',
  'Acme\u2067Fund',
  'Acme\u2068Fund',
  'Acme\u0080Fund',
  'Acme\u0085Fund',
  'Acme\u009bFund',
  'Acme\u009fFund',
  'Acme\u200bFund',
  'Acme\u200cFund',
  'Acme\u200dFund',
  'Acme\u2060Fund',
  '\ufeffAcme Fund',
  'Acme\ud800Fund',
  'Acme Fund\udfff',
  'Acme\nFund',
  'Acme\r\nFund',
  'Acme\u2028Fund',
];

/** File names that climb out of their folder once normalised, or show a slash that is not one. */
export const LOOK_ALIKE_FILE_NAMES: readonly string[] = [
  '\uff0e\uff0e\uff0fpasswd',
  '\uff0e\uff0e',
  '..\u2215passwd',
  'a\u2044b\u29f8c',
  'a\uff3cb',
  '\u2025',
];
