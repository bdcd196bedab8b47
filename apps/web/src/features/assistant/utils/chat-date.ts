// The history's date: the chat's last update in the reader's language (display only, never on the wire).
export function formatChatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, { dateStyle: 'medium' }).format(
    date,
  );
}
