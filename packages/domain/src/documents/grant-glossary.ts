// A small glossary of grant-making words in English, Brazilian Portuguese and German, so that a question in
// one language also finds a document written in another (the index has no translation and, without an
// embeddings endpoint, no semantic match). Each concept lists its words per language; a question word
// that matches one adds the concept's words to each language's reading of the question.

export type GlossaryLanguage = 'en' | 'pt' | 'de';

type Concept = Readonly<Record<GlossaryLanguage, readonly string[]>>;

export const GRANT_GLOSSARY: readonly Concept[] = [
  { en: ['deadline', 'due'], pt: ['prazo', 'data limite'], de: ['frist', 'antragsfrist', 'stichtag'] },
  {
    en: ['eligible', 'eligibility', 'qualify'],
    pt: ['elegível', 'elegibilidade', 'requisitos'],
    de: ['antragsberechtigt', 'antragsberechtigung', 'voraussetzungen'],
  },
  {
    en: ['contact', 'questions'],
    pt: ['contato', 'dúvidas'],
    de: ['ansprechpartner', 'ansprechpartnerin', 'kontakt'],
  },
  {
    en: ['report', 'reporting'],
    pt: ['relatório', 'prestação de contas'],
    de: ['bericht', 'verwendungsnachweis', 'sachbericht'],
  },
  { en: ['interim report'], pt: ['relatório parcial'], de: ['zwischenbericht'] },
  {
    en: ['budget', 'costs', 'expenses'],
    pt: ['orçamento', 'custos', 'despesas'],
    de: ['kostenplan', 'kosten', 'ausgaben'],
  },
  {
    en: ['application', 'apply', 'proposal'],
    pt: ['proposta', 'inscrição', 'candidatura'],
    de: ['antrag', 'bewerbung', 'einreichen'],
  },
  { en: ['documents', 'attachments'], pt: ['documentos', 'anexos', 'anexar'], de: ['unterlagen', 'anlagen'] },
  {
    en: ['payment', 'instalment', 'installment', 'paid'],
    pt: ['pagamento', 'parcela', 'pago'],
    de: ['auszahlung', 'raten', 'ausgezahlt'],
  },
  { en: ['match', 'matching'], pt: ['contrapartida'], de: ['eigenanteil', 'eigenmittel'] },
  { en: ['letter of inquiry'], pt: ['carta de intenção'], de: ['interessenbekundung'] },
  {
    en: ['award', 'awarded', 'approved', 'granted'],
    pt: ['concessão', 'aprovou', 'concedida'],
    de: ['bewilligung', 'bewilligt', 'zuwendung'],
  },
  {
    en: ['amount', 'maximum', 'minimum'],
    pt: ['valor', 'máximo', 'mínimo'],
    de: ['betrag', 'höchstbetrag', 'höhe'],
  },
  {
    en: ['grant', 'funding'],
    pt: ['doação', 'apoio', 'financiamento'],
    de: ['förderung', 'zuschuss', 'fördermittel'],
  },
  { en: ['volunteer', 'volunteers'], pt: ['voluntário', 'voluntários'], de: ['ehrenamtlich', 'freiwillige'] },
  { en: ['seniors', 'elderly'], pt: ['idosos'], de: ['senioren'] },
  { en: ['youth', 'children'], pt: ['jovens', 'crianças'], de: ['jugendliche', 'kinder'] },
  { en: ['meals', 'food'], pt: ['refeições', 'alimentos'], de: ['mahlzeiten', 'lebensmittel'] },
  { en: ['course', 'training'], pt: ['curso', 'cursos', 'treinamento'], de: ['kurs', 'kurse', 'schulung'] },
  {
    en: ['period', 'duration'],
    pt: ['período', 'duração'],
    de: ['zeitraum', 'laufzeit', 'bewilligungszeitraum'],
  },
  {
    en: ['decision', 'notification', 'results'],
    pt: ['resultado', 'decisão'],
    de: ['entscheidung', 'entscheidet'],
  },
  {
    en: ['conditions', 'requirements', 'obligations'],
    pt: ['obrigações', 'condições', 'exigências'],
    de: ['auflagen', 'bedingungen'],
  },
  { en: ['travel'], pt: ['viagem', 'viagens'], de: ['reisekosten'] },
  { en: ['fees', 'honoraria'], pt: ['honorários', 'cachê'], de: ['honorare', 'honorar'] },
  { en: ['board', 'trustees'], pt: ['conselho', 'diretoria'], de: ['stiftungsrat', 'vorstand'] },
  { en: ['annual', 'yearly'], pt: ['anual', 'anuais'], de: ['jährlich'] },
  {
    en: ['served', 'clients', 'participants'],
    pt: ['atendidas', 'atendeu', 'participantes'],
    de: ['teilnehmer', 'teilnehmende'],
  },
  { en: ['mental health', 'counselling'], pt: ['saúde mental'], de: ['psychische gesundheit'] },
  { en: ['housing', 'rent'], pt: ['moradia', 'habitação', 'aluguel'], de: ['wohnraum', 'miete'] },
  { en: ['garden', 'gardens'], pt: ['horta', 'hortas'], de: ['garten', 'gärten'] },
  { en: ['energy', 'climate'], pt: ['energia', 'clima'], de: ['energie', 'klimaschutz'] },
  { en: ['laptops', 'computers'], pt: ['computadores', 'notebooks'], de: ['laptops', 'computer'] },
];

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Single words of every glossary entry, folded, to the concepts and languages they belong to. */
const INDEX = (() => {
  const index = new Map<string, { concept: number; language: GlossaryLanguage }[]>();
  GRANT_GLOSSARY.forEach((concept, position) => {
    for (const language of ['en', 'pt', 'de'] as const) {
      for (const entry of concept[language]) {
        // A phrase is keyed by its longest word ('letter of inquiry' → 'inquiry'): enough to recognise it.
        const key = fold(entry.split(' ').sort((a, b) => b.length - a.length)[0] ?? entry);
        index.set(key, [...(index.get(key) ?? []), { concept: position, language }]);
      }
    }
  });
  return index;
})();

/**
 * The glossary words of the concepts the question names, per language, without the question's own
 * words: appended to that language's full-text reading of the question. Word matching ignores accents and
 * case; a question word longer than a glossary word of 5+ letters and starting with it also counts
 * (plurals, inflections).
 */
export function glossaryExpansion(words: readonly string[]): Record<GlossaryLanguage, string[]> {
  const added = { en: new Set<string>(), pt: new Set<string>(), de: new Set<string>() };
  const asked = new Set(words.map(fold));
  for (const folded of asked) {
    const hits = [...(INDEX.get(folded) ?? [])];
    if (hits.length === 0 && folded.length > 5) {
      for (const [key, entries] of INDEX) {
        if (key.length >= 5 && folded.startsWith(key)) hits.push(...entries);
      }
    }
    for (const hit of hits) {
      const concept = GRANT_GLOSSARY[hit.concept];
      if (!concept) continue;
      for (const language of ['en', 'pt', 'de'] as const) {
        for (const entry of concept[language]) if (!asked.has(fold(entry))) added[language].add(entry);
      }
    }
  }
  return { en: [...added.en], pt: [...added.pt], de: [...added.de] };
}
