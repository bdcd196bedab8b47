import type { DemoDocument } from './types.ts';

// Award letters that state report deadlines with their dates, the amount and the conditions, so the
// application dialog's "Read award letter" has something to propose on `npm start` (docs/product.md, Award
// letters). Funders without other documents, and words kept apart from the retrieval quality set's
// questions, so that these letters answer none of them.

export const MARLOWE_AWARD_LETTER = 'Marlowe Fund Award Letter 2026.pdf';
export const WILLOW_CREEK_AWARD_LETTER = 'Willow Creek - Termo de Apoio 2026.docx';

export const DEMO_AWARD_LETTERS: readonly DemoDocument[] = [
  {
    funderName: 'The Marlowe Fund',
    folder: 'Awards',
    fileName: MARLOWE_AWARD_LETTER,
    kind: 'pdf',
    language: 'en',
    title: 'Award letter — The Marlowe Fund, 2026',
    sections: [
      {
        heading: 'Award',
        paragraphs: [
          'Dear Riverbend Community Foundation, the trustees of the Marlowe Fund have awarded your organization a grant of $45,000 for the Neighborhood Tutoring Corps.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'An interim narrative report must be submitted by March 31, 2027. A final financial report must be submitted by September 30, 2027.',
        ],
      },
      {
        heading: 'Terms',
        paragraphs: [
          'The grantee must acknowledge the Marlowe Fund in public materials about the project. Funds shall be spent only on the budget approved with this award. Sincerely, Priya Natarajan, Executive Director.',
        ],
      },
    ],
  },
  {
    funderName: 'Willow Creek Foundation',
    folder: 'Cartas',
    fileName: WILLOW_CREEK_AWARD_LETTER,
    kind: 'docx',
    language: 'pt',
    title: 'Termo de apoio — Willow Creek Foundation, 2026',
    sections: [
      {
        heading: 'Apoio aprovado',
        paragraphs: [
          'Prezada equipe da Riverbend Community Foundation, o conselho da Willow Creek Foundation aprovou o valor de US$ 25.000 para o projeto Bibliotecas de Bairro.',
        ],
      },
      {
        heading: 'Relatórios',
        paragraphs: [
          'O relatório parcial deve ser entregue até 15 de abril de 2027. O relatório de encerramento deve ser entregue até 30 de novembro de 2027.',
        ],
      },
      {
        heading: 'Compromissos',
        paragraphs: [
          'A organização deverá guardar os comprovantes de despesas por cinco anos. A organização deve citar a Willow Creek Foundation nas publicações do projeto. Atenciosamente, Clara Mendes, diretora.',
        ],
      },
    ],
  },
];
