/** An empty or whitespace-only chat message is ignored (docs/product.md, Validation). */
export function isBlankMessage(message: string | null | undefined): boolean {
  return (message ?? '').trim() === '';
}
