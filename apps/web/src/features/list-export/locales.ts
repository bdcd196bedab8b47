// "Export to Excel" on the lists; en is the source and gives the shape.

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  button: 'Export to Excel',
  error: 'The Excel file could not be made: {{message}}',
  network_error: 'The Excel file could not be downloaded. Check your connection and try again.',
};

export const listExportLocales = { en } as const;
