// The search text of the lists (funders, grants, reports) and of the admin's user list: one line of text,
// so a line break or a zero-width character is refused, coded, rather than silently finding nothing.
import { object } from './fields.ts';
import { issue } from './messages.ts';
import { text } from './text.ts';

export const searchArgsSchema = object({ search: text({ error: issue.invalid }).nullish() });
