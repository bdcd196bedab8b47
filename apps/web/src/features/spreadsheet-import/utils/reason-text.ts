import { i18n } from '../../../i18n/index.ts';
import { translateIssue } from '../../../i18n/messages.ts';

/** "Deadline: This field is invalid." in the current language, by the field and the issue's code. */
export function reasonText(reason: { field: string; code: string }): string {
  const key = `spreadsheet_import.fields.${reason.field}`;
  const field = i18n.exists(key) ? i18n.t(key as never) : reason.field;
  return `${field}: ${translateIssue({ code: reason.code }) ?? reason.code}`;
}
