import { fill, type MailLanguage } from './mail-words.ts';
import type { MailContent } from './templates.ts';

// The mail a user gets when a comment mentions them (docs/product.md, History and comments), in their
// language. The comment is quoted as plain text: it is user-written, so it never becomes markup.

const WORDS: Record<MailLanguage, { subject: string; body: string; open: string }> = {
  en: {
    subject: '{author} mentioned you on {what}',
    body: '{author} mentioned you in a comment on {what}:',
    open: 'Open it in Grantflow: {link}',
  },
  pt: {
    subject: '{author} mencionou você em {what}',
    body: '{author} mencionou você em um comentário em {what}:',
    open: 'Abra no Grantflow: {link}',
  },
  de: {
    subject: '{author} hat Sie bei {what} erwähnt',
    body: '{author} hat Sie in einem Kommentar zu {what} erwähnt:',
    open: 'In Grantflow öffnen: {link}',
  },
};

export interface MentionMail {
  author: string;
  /** What the comment is on, as the record is named ("Example Foundation – Arts grant"). */
  what: string;
  text: string;
  link: string;
  language?: MailLanguage | undefined;
}

export function mentionEmail(mail: MentionMail): Pick<MailContent, 'subject' | 'text'> {
  const words = WORDS[mail.language ?? 'en'];
  const values = { author: mail.author, what: mail.what, link: mail.link };
  const quoted = mail.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: fill(words.subject, values),
    text: [fill(words.body, values), '', quoted, '', fill(words.open, values)].join('\n'),
  };
}
