import { describe, expect, it } from 'vitest';
import { opportunityDigestEmail } from './digest-template.ts';

const sections = [
  {
    name: 'Youth <literacy>',
    total: 12,
    items: [
      {
        title: 'Reading & writing',
        agency: 'ED',
        closes: '01/15/2027',
        link: 'https://x.test/opportunities/1',
      },
      { title: 'Libraries', agency: 'IMLS', closes: null, link: 'https://x.test/opportunities/2' },
    ],
  },
];

describe('the opportunity digest mail', () => {
  it('counts what it lists, says how many more, and escapes the HTML', () => {
    const mail = opportunityDigestEmail({
      organization: 'Riverside',
      sections,
      findGrantsLink: 'https://x.test/opportunities',
    });
    expect(mail.subject).toBe('2 new grant opportunities for Riverside');
    expect(mail.text).toContain(
      '- Reading & writing — ED · closes 01/15/2027\n  https://x.test/opportunities/1',
    );
    expect(mail.text).toContain('IMLS · no close date yet');
    expect(mail.text).toContain('and 10 more in Find grants');
    expect(mail.html).toContain('Youth &lt;literacy&gt; (12)');
    expect(mail.html).toContain('Reading &amp; writing');
  });

  it('speaks Portuguese and German, singular and plural', () => {
    const one = [{ name: 'Youth', total: 1, items: sections[0]?.items.slice(0, 1) ?? [] }];
    const organization = 'Riverside';
    const link = 'https://x.test/opportunities';
    expect(
      opportunityDigestEmail({ organization, sections: one, findGrantsLink: link, language: 'pt' }).subject,
    ).toBe('1 nova oportunidade de financiamento para Riverside');
    expect(
      opportunityDigestEmail({ organization, sections, findGrantsLink: link, language: 'de' }).subject,
    ).toBe('2 neue Förderausschreibungen für Riverside');
  });
});
