import { describe, expect, it } from 'vitest';
import { excelMoneyFormat } from './excel-formats.ts';

describe('excelMoneyFormat', () => {
  it("puts the currency's own sign before a two-decimal amount", () => {
    expect(excelMoneyFormat('USD')).toBe('"$"#,##0.00');
    expect(excelMoneyFormat('EUR')).toBe('"€"#,##0.00');
    expect(excelMoneyFormat('BRL')).toBe('"R$"#,##0.00');
    expect(excelMoneyFormat('GBP')).toBe('"£"#,##0.00');
  });

  it('falls back to the code where the currency has no sign of its own', () => {
    expect(excelMoneyFormat('CHF')).toBe('"CHF"#,##0.00');
  });
});
