import { expect } from 'vitest';

/**
 * The phone layout of a list table (`.stacked-rows` in ui/global.css, below Mantine's `sm`): every body cell
 * names its column in `data-label` (shown before it on a card), and one cell per row titles the card. Returns
 * each row's title text.
 */
export function expectStackedRows(table: HTMLElement): string[] {
  expect(table.closest('.stacked-rows')).not.toBeNull();
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const rows = [...table.querySelectorAll('tbody tr')];
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((row) => {
    const cells = [...row.querySelectorAll('td')];
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
    const titles = cells.filter((cell) => cell.hasAttribute('data-stack-title'));
    expect(titles).toHaveLength(1);
    return titles[0]?.textContent ?? '';
  });
}
