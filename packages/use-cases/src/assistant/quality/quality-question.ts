// The assistant's retrieval quality set (docs/architecture.md, Assistant retrieval): questions a member of
// staff would ask about the demo organisation's documents, in English, Brazilian Portuguese and German,
// paraphrased rather than copied from the text, each with the one file that answers it. The documents
// live in packages/demo (which depends on this package), and so does the test that indexes and asks them.

export type QualityLanguage = 'en' | 'pt' | 'de';

export interface QualityQuestion {
  language: QualityLanguage;
  question: string;
  /** The demo document (by file name) that answers it. */
  fileName: string;
  /** Words of the deciding passage: when set, the first passage returned must hold them. */
  deciding?: string;
}

/** One language's questions, each as [the file that answers it, the question, the deciding words?]. */
export function inLanguage(
  language: QualityLanguage,
  entries: readonly (readonly [fileName: string, question: string, deciding?: string])[],
): QualityQuestion[] {
  return entries.map(([fileName, question, deciding]) =>
    deciding === undefined ? { language, fileName, question } : { language, fileName, question, deciding },
  );
}

/** The demo documents, by file name. */
export const DEMO_FILES = {
  hollisGuide: 'Hollis Family Foundation - 2026 Grant Guidelines.pdf',
  hollisAward: 'Hollis Award Letter 2025.docx',
  cedar: 'Cedar Ridge - How to Apply Checklist.md',
  evergreenRfp: 'Evergreen Health - Mental Health Access RFP.pdf',
  evergreenNotes: 'Evergreen interim report notes.txt',
  pacificHousing: 'Pacific Crest Bank - Housing Grants.md',
  greenleafBudget: 'Greenleaf Senior Nutrition Budget FY2026.xlsx',
  greenleafRules: 'Greenleaf Community Fund - Eligibility.txt',
  oacGuide: 'Oregon Arts Commission - Operating Support FY2027.pdf',
  oacNotes: 'OAC final report notes 2025.md',
  unitedWay: 'United Way - Reporting Requirements.docx',
  parks: 'Riverbend Parks - Green Spaces Mini-Grants.pdf',
  reyesGuide: 'Guia do Programa Comunidades Lusófonas 2026.pdf',
  reyesAward: 'Carta de Concessão 2025.docx',
  hortas: 'Edital Hortas Comunitárias.md',
  despensa: 'Relatório de Atividades - Despensa Comunitária.docx',
  educacao: 'Educação Financeira - Regras do Programa.txt',
  reyesList: 'Lista de Documentos para a Proposta.md',
  kultur: 'Förderrichtlinien Kulturbrücken 2026.pdf',
  bescheid: 'Bewilligungsbescheid 2025.docx',
  teilhabe: 'Förderprogramm Digitale Teilhabe.md',
  zwischen: 'Zwischenbericht Notizen.txt',
  klima: 'Klimaschutzfonds Merkblatt.pdf',
  kosten: 'Kostenplan Vorlage Kulturbrücken.xlsx',
} as const;

/**
 * The review's three questions, whose deciding passage must come first: the Hollis grant size, United
 * Way's quarterly report dates, the Lindqvist application deadline. The browser test asks them too.
 */
export const REVIEW_QUESTIONS: readonly QualityQuestion[] = [
  {
    language: 'en',
    fileName: DEMO_FILES.hollisGuide,
    question: 'How big are the grants the Hollis Family Foundation makes?',
    deciding: 'Grants range from $15,000 to $40,000',
  },
  {
    language: 'en',
    fileName: DEMO_FILES.unitedWay,
    question: 'When are the quarterly reports to United Way due?',
    deciding: 'by the 15th of January, April, July and October',
  },
  {
    language: 'de',
    fileName: DEMO_FILES.kultur,
    question: 'Wann ist die Antragsfrist bei der Lindqvist-Stiftung?',
    deciding: 'bis zum 1. Oktober 2026',
  },
];
