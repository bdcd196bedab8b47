/** Money inputs keep only digits and the dot (§5: create program's yearly goal and the like). */
export function sanitizeMoneyInput(text: string): string {
  return text.replace(/[^\d.]/g, '');
}
