// The retrieval quality set: questions a member of staff would ask about the demo
// documents, in English, Brazilian Portuguese and German, paraphrased rather than copied from the text,
// each with the one file that answers it. Some cross languages (a German question about an English file),
// carried only by the funder's name, as real users do.

export interface QualityQuestion {
  language: 'en' | 'pt' | 'de';
  question: string;
  /** The demo document (by file name) that answers it. */
  fileName: string;
}

const HOLLIS_GUIDE = 'Hollis Family Foundation - 2026 Grant Guidelines.pdf';
const HOLLIS_AWARD = 'Hollis Award Letter 2025.docx';
const CEDAR = 'Cedar Ridge - How to Apply Checklist.md';
const EVERGREEN_RFP = 'Evergreen Health - Mental Health Access RFP.pdf';
const EVERGREEN_NOTES = 'Evergreen interim report notes.txt';
const PACIFIC_HOUSING = 'Pacific Crest Bank - Housing Grants.md';
const GREENLEAF_BUDGET = 'Greenleaf Senior Nutrition Budget FY2026.xlsx';
const GREENLEAF_RULES = 'Greenleaf Community Fund - Eligibility.txt';
const OAC_GUIDE = 'Oregon Arts Commission - Operating Support FY2027.pdf';
const OAC_NOTES = 'OAC final report notes 2025.md';
const UNITED_WAY = 'United Way - Reporting Requirements.docx';
const PARKS = 'Riverbend Parks - Green Spaces Mini-Grants.pdf';
const REYES_GUIDE = 'Guia do Programa Comunidades Lusófonas 2026.pdf';
const REYES_AWARD = 'Carta de Concessão 2025.docx';
const HORTAS = 'Edital Hortas Comunitárias.md';
const DESPENSA = 'Relatório de Atividades - Despensa Comunitária.docx';
const EDUCACAO = 'Educação Financeira - Regras do Programa.txt';
const REYES_LIST = 'Lista de Documentos para a Proposta.md';
const KULTUR = 'Förderrichtlinien Kulturbrücken 2026.pdf';
const BESCHEID = 'Bewilligungsbescheid 2025.docx';
const TEILHABE = 'Förderprogramm Digitale Teilhabe.md';
const ZWISCHEN = 'Zwischenbericht Notizen.txt';
const KLIMA = 'Klimaschutzfonds Merkblatt.pdf';
const KOSTEN = 'Kostenplan Vorlage Kulturbrücken.xlsx';

export const QUALITY_QUESTIONS: readonly QualityQuestion[] = [
  // English
  {
    language: 'en',
    fileName: HOLLIS_GUIDE,
    question: 'When do letters of inquiry have to reach the Hollis Family Foundation this cycle?',
  },
  {
    language: 'en',
    fileName: HOLLIS_GUIDE,
    question: 'What is the biggest grant Hollis makes, and how much can a first-time grantee expect?',
  },
  {
    language: 'en',
    fileName: HOLLIS_GUIDE,
    question: 'Who can I talk to at Hollis about our application, and when are their office hours?',
  },
  {
    language: 'en',
    fileName: HOLLIS_AWARD,
    question: 'How will the Hollis money for Readers at Riverbend be paid to us?',
  },
  {
    language: 'en',
    fileName: HOLLIS_AWARD,
    question: 'How many days do we have to return the countersigned Hollis agreement?',
  },
  { language: 'en', fileName: CEDAR, question: 'Which attachments does Cedar Ridge want in the portal?' },
  {
    language: 'en',
    fileName: CEDAR,
    question: 'How often does the Cedar Ridge committee look at applications?',
  },
  {
    language: 'en',
    fileName: CEDAR,
    question: 'If Cedar Ridge turns us down, how long until we may try again?',
  },
  {
    language: 'en',
    fileName: EVERGREEN_RFP,
    question: 'Do we need licensed therapists on staff to qualify for the Evergreen mental health money?',
  },
  {
    language: 'en',
    fileName: EVERGREEN_RFP,
    question: 'What matching contribution does the Evergreen Health proposal require?',
  },
  {
    language: 'en',
    fileName: EVERGREEN_NOTES,
    question: 'How many adults did we see in the first half year of the Evergreen grant?',
  },
  {
    language: 'en',
    fileName: EVERGREEN_NOTES,
    question: 'Why did the Spanish-speaking waitlist get longer this spring?',
  },
  {
    language: 'en',
    fileName: PACIFIC_HOUSING,
    question: 'What income ceiling applies to the households served by Pacific Crest Bank housing projects?',
  },
  {
    language: 'en',
    fileName: PACIFIC_HOUSING,
    question: "When does the bank's 2026 housing application window close?",
  },
  {
    language: 'en',
    fileName: GREENLEAF_BUDGET,
    question: 'How much are we asking Greenleaf to pay toward meal ingredients?',
  },
  {
    language: 'en',
    fileName: GREENLEAF_BUDGET,
    question: 'What does the whole home-delivered meals budget add up to?',
  },
  {
    language: 'en',
    fileName: GREENLEAF_RULES,
    question: 'How close to a Greenleaf Grocers store does a project have to be?',
  },
  {
    language: 'en',
    fileName: OAC_GUIDE,
    question: 'What minimum annual budget do we need for Oregon Arts Commission operating support?',
  },
  { language: 'en', fileName: OAC_NOTES, question: 'How many people came to the mural festival?' },
  {
    language: 'en',
    fileName: UNITED_WAY,
    question: 'By which dates are the United Way quarterly outcome reports due?',
  },
  {
    language: 'en',
    fileName: UNITED_WAY,
    question: 'What happens when a report to United Way comes in late?',
  },
  {
    language: 'en',
    fileName: PARKS,
    question: 'When will the city council approve the Green Spaces projects?',
  },
  {
    language: 'en',
    fileName: KULTUR,
    question:
      'What proof of how the money was spent does the Lindqvist foundation expect after a Kulturbrücken project?',
  },
  {
    language: 'en',
    fileName: REYES_GUIDE,
    question: 'What is the deadline of the Reyes Foundation program for Portuguese-speaking communities?',
  },
  { language: 'en', fileName: REYES_GUIDE, question: 'Who is the contact person at the Reyes Foundation?' },
  {
    language: 'en',
    fileName: BESCHEID,
    question: 'In how many instalments does Lindqvist pay out the award?',
  },
  {
    language: 'en',
    fileName: ZWISCHEN,
    question: 'What does the Lindqvist interim report say about the delay of the guest artists?',
  },
  // Portuguese (Brazil)
  {
    language: 'pt',
    fileName: REYES_GUIDE,
    question: 'Qual é o valor máximo que a Reyes Foundation concede para projetos com comunidades lusófonas?',
  },
  {
    language: 'pt',
    fileName: REYES_GUIDE,
    question: 'Até que dia posso mandar a proposta para o programa Comunidades Lusófonas?',
  },
  {
    language: 'pt',
    fileName: REYES_GUIDE,
    question: 'Com quem falo para tirar dúvidas sobre o programa da fundação Reyes?',
  },
  { language: 'pt', fileName: REYES_GUIDE, question: 'Uma igreja pode se inscrever no programa?' },
  {
    language: 'pt',
    fileName: REYES_GUIDE,
    question: 'Quando sai o resultado da seleção das comunidades lusófonas?',
  },
  {
    language: 'pt',
    fileName: REYES_AWARD,
    question: 'Quanto a Reyes Foundation aprovou para as refeições dos idosos?',
  },
  {
    language: 'pt',
    fileName: REYES_AWARD,
    question: 'Quando termina o período da doação de nutrição para idosos?',
  },
  { language: 'pt', fileName: REYES_AWARD, question: 'O que o relatório final da concessão precisa trazer?' },
  { language: 'pt', fileName: HORTAS, question: 'Quanto a prefeitura oferece para cada horta comunitária?' },
  {
    language: 'pt',
    fileName: HORTAS,
    question: 'Em que período ficam abertas as inscrições do edital das hortas?',
  },
  {
    language: 'pt',
    fileName: HORTAS,
    question: 'Quantos moradores voluntários precisam formar o comitê da horta?',
  },
  {
    language: 'pt',
    fileName: DESPENSA,
    question: 'Quantas famílias a despensa comunitária atendeu no primeiro semestre?',
  },
  {
    language: 'pt',
    fileName: DESPENSA,
    question: 'O que houve com a câmara fria e quanto alimento se perdeu?',
  },
  {
    language: 'pt',
    fileName: DESPENSA,
    question: 'Quanto pedimos de ajuda emergencial para trocar o compressor?',
  },
  {
    language: 'pt',
    fileName: EDUCACAO,
    question: 'Qual é o limite anual do apoio do banco para cursos de educação financeira?',
  },
  {
    language: 'pt',
    fileName: EDUCACAO,
    question: 'Com que frequência o comitê analisa as propostas de educação financeira?',
  },
  {
    language: 'pt',
    fileName: REYES_LIST,
    question: 'Que documentos tenho que anexar à proposta para a fundação Reyes?',
  },
  {
    language: 'pt',
    fileName: REYES_LIST,
    question: 'Em que língua posso escrever a proposta e quantas páginas ela pode ter?',
  },
  {
    language: 'pt',
    fileName: HOLLIS_GUIDE,
    question: 'Qual é o prazo das cartas de intenção para a Hollis Family Foundation?',
  },
  {
    language: 'pt',
    fileName: EVERGREEN_RFP,
    question: 'Quanto a Evergreen Health Foundation oferece por ano no edital de saúde mental?',
  },
  {
    language: 'pt',
    fileName: KULTUR,
    question: 'Quem é o contato da Lindqvist Charitable Foundation para o programa Kulturbrücken?',
  },
  {
    language: 'pt',
    fileName: UNITED_WAY,
    question: 'Quando devemos entregar os relatórios trimestrais à United Way?',
  },
  { language: 'pt', fileName: KOSTEN, question: 'Qual é o orçamento total do projeto Klangbrücke?' },
  // German
  {
    language: 'de',
    fileName: KULTUR,
    question: 'In welcher Höhe fördert das Programm Kulturbrücken ein Vorhaben?',
  },
  {
    language: 'de',
    fileName: KULTUR,
    question: 'Bis wann muss der Antrag bei der Lindqvist-Stiftung eingereicht sein?',
  },
  {
    language: 'de',
    fileName: KULTUR,
    question: 'Welchen Eigenanteil müssen Antragsteller bei Kulturbrücken mindestens tragen?',
  },
  { language: 'de', fileName: KULTUR, question: 'Wer ist die Ansprechpartnerin für das Partnerprogramm?' },
  {
    language: 'de',
    fileName: KULTUR,
    question: 'Wie lange nach Projektende hat man Zeit für den Verwendungsnachweis?',
  },
  {
    language: 'de',
    fileName: BESCHEID,
    question: 'Wie viel hat der Stiftungsrat für das Wandbild-Projekt bewilligt?',
  },
  { language: 'de', fileName: BESCHEID, question: 'In wie vielen Raten wird der Zuschuss ausgezahlt?' },
  {
    language: 'de',
    fileName: BESCHEID,
    question: 'Wann endet der Bewilligungszeitraum und was passiert mit übrigen Mitteln?',
  },
  {
    language: 'de',
    fileName: TEILHABE,
    question: 'Wie viele Laptops stellt Cascade Software kostenlos bereit?',
  },
  {
    language: 'de',
    fileName: TEILHABE,
    question: 'Bis zu welchen Terminen kann man sich für die Digitale Teilhabe bewerben?',
  },
  {
    language: 'de',
    fileName: TEILHABE,
    question: 'Wer ist bei Cascade Software Cares unser Ansprechpartner?',
  },
  { language: 'de', fileName: ZWISCHEN, question: 'Wie viele Wandbilder sind schon fertiggestellt?' },
  { language: 'de', fileName: ZWISCHEN, question: 'Warum sind die Gastkünstler später angereist?' },
  {
    language: 'de',
    fileName: KLIMA,
    question: 'Welchen Anteil der förderfähigen Kosten übernimmt der Klimaschutzfonds höchstens?',
  },
  {
    language: 'de',
    fileName: KLIMA,
    question: 'Was muss vor der Antragstellung beim Klimaschutzfonds gemacht werden?',
  },
  {
    language: 'de',
    fileName: KLIMA,
    question: 'Welche Stichtage hat der Fonds von Northwest Power & Light?',
  },
  {
    language: 'de',
    fileName: KOSTEN,
    question: 'Mit welchen Reisekosten rechnet der Kostenplan der Klangbrücke?',
  },
  {
    language: 'de',
    fileName: KOSTEN,
    question: 'Welche Summe wird für die Klangbrücke insgesamt beantragt?',
  },
  {
    language: 'de',
    fileName: KOSTEN,
    question: 'Wie viel Honorar ist für die Musikerinnen und Musiker vorgesehen?',
  },
  {
    language: 'de',
    fileName: EVERGREEN_RFP,
    question: 'Wie hoch ist der jährliche Höchstbetrag der Evergreen Health Foundation?',
  },
  {
    language: 'de',
    fileName: CEDAR,
    question: 'Welche Unterlagen verlangt der Cedar Ridge Community Trust?',
  },
  { language: 'de', fileName: EVERGREEN_RFP, question: 'Wie hoch ist der Eigenanteil bei Evergreen Health?' },
  {
    language: 'de',
    fileName: REYES_LIST,
    question: 'Welche Unterlagen braucht die Reyes Foundation für den Antrag?',
  },
  {
    language: 'de',
    fileName: HOLLIS_AWARD,
    question: 'In wie vielen Raten zahlt Hollis die Förderung für Readers at Riverbend aus?',
  },
];
