import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';

// Each section's title and headings in the user's language, with the English words its passages are looked
// up by (retrieval reads a question in English, Portuguese and German alike, docs/product.md, Chat).

export interface DraftHeading {
  /** en, pt, de */
  titles: readonly [string, string, string];
  query: string;
}

interface SectionOutline {
  titles: readonly [string, string, string];
  headings: readonly DraftHeading[];
}

const h = (en: string, pt: string, de: string, query: string): DraftHeading => ({
  titles: [en, pt, de],
  query,
});

const SECTIONS: Readonly<Record<DraftSection, SectionOutline>> = {
  NEED_STATEMENT: {
    titles: ['Need statement', 'Declaração de necessidade', 'Bedarfsbeschreibung'],
    headings: [
      h('The problem', 'O problema', 'Das Problem', 'need problem challenge community gap'),
      h('Who is affected', 'Quem é afetado', 'Wer betroffen ist', 'children families participants served'),
      h('Evidence', 'Evidências', 'Belege', 'data results percent survey statistics'),
      h('Why now', 'Por que agora', 'Warum jetzt', 'urgent growth waiting demand'),
    ],
  },
  PROGRAM_DESCRIPTION: {
    titles: ['Program description', 'Descrição do programa', 'Programmbeschreibung'],
    headings: [
      h('Goals and objectives', 'Metas e objetivos', 'Ziele', 'goals objectives program'),
      h('Activities', 'Atividades', 'Aktivitäten', 'activities sessions workshops services'),
      h('Timeline', 'Cronograma', 'Zeitplan', 'timeline schedule months year'),
      h('Staffing and partners', 'Equipe e parceiros', 'Personal und Partner', 'staff partners team schools'),
    ],
  },
  BUDGET_NARRATIVE: {
    titles: ['Budget narrative', 'Justificativa do orçamento', 'Erläuterung des Budgets'],
    headings: [
      h('Amount requested', 'Valor solicitado', 'Beantragte Summe', 'budget amount request cost'),
      h('Use of funds', 'Uso dos recursos', 'Verwendung der Mittel', 'expenses salaries materials budget'),
      h('Other funding', 'Outras fontes de recursos', 'Weitere Finanzierung', 'funding match grant award'),
      h('Sustainability', 'Sustentabilidade', 'Nachhaltigkeit', 'sustainability renewal future funding'),
    ],
  },
  EVALUATION: {
    titles: ['Evaluation plan', 'Plano de avaliação', 'Evaluationsplan'],
    headings: [
      h('Outcomes', 'Resultados esperados', 'Ergebnisse', 'outcomes results impact'),
      h('Measures', 'Indicadores', 'Kennzahlen', 'measure indicators scores percent'),
      h('Data collection', 'Coleta de dados', 'Datenerhebung', 'data survey assessment collection'),
      h('Reporting', 'Relatórios', 'Berichte', 'report reporting due final'),
    ],
  },
  ORGANIZATIONAL_BACKGROUND: {
    titles: ['Organisational background', 'Histórico da organização', 'Über die Organisation'],
    headings: [
      h('Mission', 'Missão', 'Auftrag', 'mission organization founded'),
      h('Track record', 'Histórico de resultados', 'Bisherige Erfolge', 'results served years award'),
      h('Leadership', 'Liderança', 'Leitung', 'board director staff leadership'),
    ],
  },
  LETTER_OF_INQUIRY: {
    titles: ['Letter of inquiry', 'Carta de consulta', 'Projektanfrage'],
    headings: [
      h('Introduction', 'Introdução', 'Einleitung', 'organization mission program'),
      h('The need', 'A necessidade', 'Der Bedarf', 'need problem community'),
      h('The program', 'O programa', 'Das Programm', 'program activities goals'),
      h('The request', 'O pedido', 'Die Anfrage', 'request amount budget funding'),
    ],
  },
};

const INDEX: Readonly<Record<SupportedLanguage, 0 | 1 | 2>> = { en: 0, pt: 1, de: 2 };

export const sectionTitle = (section: DraftSection, language: SupportedLanguage): string =>
  SECTIONS[section].titles[INDEX[language]];

export const sectionHeadings = (section: DraftSection): readonly DraftHeading[] => SECTIONS[section].headings;

export const headingTitle = (heading: DraftHeading, language: SupportedLanguage): string =>
  heading.titles[INDEX[language]];
