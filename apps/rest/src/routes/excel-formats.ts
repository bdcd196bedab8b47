// Excel number formats shared by every workbook the REST app writes (the deadlines export and the five
// list exports), so a money cell reads the same whichever download it came from.

export const WHOLE_FORMAT = '0';
export const PERCENT_FORMAT = '0%';

/**
 * Excel's number format for the organisation's currency: its sign before the amount ('"€"#,##0.00'); Excel
 * shows the separators of the reader's own locale, so only the sign comes from here.
 */
export function excelMoneyFormat(currency: string): string {
  const sign =
    new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return `"${sign.replaceAll('"', '')}"#,##0.00`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
