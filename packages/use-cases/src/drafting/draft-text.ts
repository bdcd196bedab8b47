import type { SupportedLanguage } from '@grantflow/domain/constants/limits';

// What a draft says besides the quoted passages, in the user's language (docs/product.md, Drafting with the
// assistant): written for the person editing the draft.

interface DraftText {
  intro: string;
  nothingFound: string;
  facts: string;
  funder: string;
  amountRequested: string;
  deadline: string;
  program: string;
  goal: (fiscalYear: number) => string;
  noGoal: string;
  pastAwards: (funder: string) => string;
  applicationSource: (funder: string) => string;
  programSource: (program: string) => string;
  funderSource: (funder: string) => string;
}

const TEXT: Readonly<Record<SupportedLanguage, DraftText>> = {
  en: {
    intro:
      "An outline from your organisation's documents and records: each paragraph ends with its source. " +
      'Rewrite it in your own words before you send it.',
    nothingFound: '_Nothing in your documents matched this part: write it yourself._',
    facts: 'Facts from your records',
    funder: 'Funder',
    amountRequested: 'Amount requested',
    deadline: 'Deadline',
    program: 'Program',
    goal: (year) => `goal for fiscal year ${year}`,
    noGoal: 'no goal set',
    pastAwards: (funder) => `Past awards from ${funder}`,
    applicationSource: (funder) => `Application to ${funder}`,
    programSource: (program) => `Program ${program}`,
    funderSource: (funder) => `Funder profile: ${funder}`,
  },
  pt: {
    intro:
      'Um roteiro a partir dos documentos e registros da sua organização: cada parágrafo termina com a sua ' +
      'fonte. Reescreva-o com as suas palavras antes de enviá-lo.',
    nothingFound: '_Nada nos seus documentos corresponde a esta parte: escreva-a você mesmo._',
    facts: 'Fatos dos seus registros',
    funder: 'Financiador',
    amountRequested: 'Valor solicitado',
    deadline: 'Prazo',
    program: 'Programa',
    goal: (year) => `meta do ano fiscal ${year}`,
    noGoal: 'sem meta definida',
    pastAwards: (funder) => `Concessões anteriores de ${funder}`,
    applicationSource: (funder) => `Candidatura a ${funder}`,
    programSource: (program) => `Programa ${program}`,
    funderSource: (funder) => `Perfil do financiador: ${funder}`,
  },
  de: {
    intro:
      'Eine Gliederung aus den Unterlagen und Daten Ihrer Organisation: Jeder Absatz endet mit seiner ' +
      'Quelle. Formulieren Sie sie in eigenen Worten, bevor Sie sie absenden.',
    nothingFound: '_Zu diesem Teil passt nichts in Ihren Unterlagen: Schreiben Sie ihn selbst._',
    facts: 'Fakten aus Ihren Daten',
    funder: 'Förderer',
    amountRequested: 'Beantragte Summe',
    deadline: 'Frist',
    program: 'Programm',
    goal: (year) => `Ziel für das Geschäftsjahr ${year}`,
    noGoal: 'kein Ziel gesetzt',
    pastAwards: (funder) => `Frühere Bewilligungen von ${funder}`,
    applicationSource: (funder) => `Antrag bei ${funder}`,
    programSource: (program) => `Programm ${program}`,
    funderSource: (funder) => `Förderer-Profil: ${funder}`,
  },
};

export const draftText = (language: SupportedLanguage): DraftText => TEXT[language];

/** The model is asked to write in the user's language by its name. */
export const LANGUAGE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  pt: 'Brazilian Portuguese',
  de: 'German',
};
