import { describe, expect, it } from 'vitest';
import { mentionEmail } from './mention-email.ts';

describe('mentionEmail', () => {
  const mail = { author: 'ana', what: 'Example Fund', text: 'Hi @bruno\nsee this', link: 'https://x.test/a' };

  it('quotes the comment and links the record, in the reader language', () => {
    expect(mentionEmail(mail)).toEqual({
      subject: 'ana mentioned you on Example Fund',
      text: 'ana mentioned you in a comment on Example Fund:\n\n> Hi @bruno\n> see this\n\nOpen it in Grantflow: https://x.test/a',
    });
    expect(mentionEmail({ ...mail, language: 'pt' }).subject).toBe('ana mencionou você em Example Fund');
    expect(mentionEmail({ ...mail, language: 'de' }).subject).toBe('ana hat Sie bei Example Fund erwähnt');
  });
});
