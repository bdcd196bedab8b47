import type { MailLanguage } from './mail-words.ts';
import { escapeHtml, layout, type MailContent } from './templates.ts';

// The daily opportunity digest (docs/product.md, Saved searches), in the recipient's language: one mail
// combining all their saved searches in one organisation, each opportunity linked to its page in Grantflow.

export interface DigestMailItem {
  title: string;
  agency: string;
  /** The close date as the reader's language writes a date; null when Grants.gov states none. */
  closes: string | null;
  link: string;
}

export interface DigestMailSection {
  /** The saved search's name. */
  name: string;
  items: DigestMailItem[];
  /** How many it matched in all (more than `items` when the digest lists only the first ones). */
  total: number;
}

export interface DigestMailContent {
  organization: string;
  sections: DigestMailSection[];
  /** Find grants, where the saved searches are paused or deleted. */
  findGrantsLink: string;
  language?: MailLanguage | undefined;
}

interface DigestWords {
  subject: (count: number, organization: string) => string;
  intro: (organization: string) => string;
  closes: (date: string) => string;
  noCloseDate: string;
  more: (count: number) => string;
  footer: string;
}

const WORDS: Record<MailLanguage, DigestWords> = {
  en: {
    subject: (n, org) => `${n} new grant ${n === 1 ? 'opportunity' : 'opportunities'} for ${org}`,
    intro: (org) => `New and updated opportunities for your saved searches in ${org}:`,
    closes: (date) => `closes ${date}`,
    noCloseDate: 'no close date yet',
    more: (n) => `and ${n} more in Find grants`,
    footer:
      'You get this e-mail at most once a day, when something is new. Pause or delete a saved search in Find grants:',
  },
  pt: {
    subject: (n, org) =>
      `${n} ${n === 1 ? 'nova oportunidade' : 'novas oportunidades'} de financiamento para ${org}`,
    intro: (org) => `Oportunidades novas e atualizadas para suas pesquisas salvas em ${org}:`,
    closes: (date) => `encerra em ${date}`,
    noCloseDate: 'ainda sem data de encerramento',
    more: (n) => `e mais ${n} em Encontrar financiamentos`,
    footer:
      'Você recebe este e-mail no máximo uma vez por dia, quando há novidades. Pause ou exclua uma pesquisa salva em Encontrar financiamentos:',
  },
  de: {
    subject: (n, org) =>
      `${n} ${n === 1 ? 'neue Förderausschreibung' : 'neue Förderausschreibungen'} für ${org}`,
    intro: (org) => `Neue und geänderte Ausschreibungen zu Ihren gespeicherten Suchen in ${org}:`,
    closes: (date) => `Einsendeschluss ${date}`,
    noCloseDate: 'noch kein Einsendeschluss',
    more: (n) => `und ${n} weitere unter Fördermittel finden`,
    footer:
      'Sie erhalten diese E-Mail höchstens einmal am Tag, wenn es Neues gibt. Gespeicherte Suchen pausieren oder löschen Sie unter Fördermittel finden:',
  },
};

const detail = (w: DigestWords, item: DigestMailItem) =>
  `${item.agency} · ${item.closes ? w.closes(item.closes) : w.noCloseDate}`;

/** The digest; the subject counts the opportunities listed. */
export function opportunityDigestEmail(options: DigestMailContent): Omit<MailContent, 'secrets'> {
  const w = WORDS[options.language ?? 'en'];
  const count = options.sections.reduce((sum, section) => sum + section.items.length, 0);
  const subject = w.subject(count, options.organization);
  const more = (section: DigestMailSection) => section.total - section.items.length;
  const text = [w.intro(options.organization), ''];
  const html = [`<p>${escapeHtml(w.intro(options.organization))}</p>`];
  for (const section of options.sections) {
    text.push(`${section.name} (${section.total})`);
    html.push(`<h2 style="font-size:16px">${escapeHtml(section.name)} (${section.total})</h2><ul>`);
    for (const item of section.items) {
      text.push(`- ${item.title} — ${detail(w, item)}`, `  ${item.link}`);
      html.push(
        `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a><br><span style="color:#555">${escapeHtml(detail(w, item))}</span></li>`,
      );
    }
    if (more(section) > 0) {
      text.push(`  ${w.more(more(section))}`);
      html.push(`<li>${escapeHtml(w.more(more(section)))}</li>`);
    }
    text.push('');
    html.push('</ul>');
  }
  text.push(w.footer, options.findGrantsLink, '');
  html.push(
    `<p style="font-size:12px">${escapeHtml(w.footer)} <a href="${escapeHtml(options.findGrantsLink)}">${escapeHtml(options.findGrantsLink)}</a></p>`,
  );
  return { subject, text: text.join('\n'), html: layout(subject, html.join('\n')) };
}
