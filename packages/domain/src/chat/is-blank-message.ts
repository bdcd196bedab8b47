/** An empty or whitespace-only chat message is ignored (§5). */
export function isBlankMessage(message: string | null | undefined): boolean {
  return (message ?? '').trim() === '';
}
