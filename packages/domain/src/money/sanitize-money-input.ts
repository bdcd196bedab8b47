/** Money inputs keep only digits and the dot (create program's yearly goal and the like; docs/product.md, Validation). */
export function sanitizeMoneyInput(text: string): string {
  return text.replace(/[^\d.]/g, '');
}
