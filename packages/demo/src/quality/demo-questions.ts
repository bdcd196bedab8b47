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

/** One language's questions, each as [the file that answers it, the question]. */
function inLanguage(
  language: QualityQuestion['language'],
  pairs: readonly (readonly [fileName: string, question: string])[],
): QualityQuestion[] {
  return pairs.map(([fileName, question]) => ({ language, fileName, question }));
}

export const QUALITY_QUESTIONS: readonly QualityQuestion[] = [
  // English
  ...inLanguage('en', [
    [HOLLIS_GUIDE, 'When do letters of inquiry have to reach the Hollis Family Foundation this cycle?'],
    [HOLLIS_GUIDE, 'What is the biggest grant Hollis makes, and how much can a first-time grantee expect?'],
    [HOLLIS_GUIDE, 'Who can I talk to at Hollis about our application, and when are their office hours?'],
    [HOLLIS_AWARD, 'How will the Hollis money for Readers at Riverbend be paid to us?'],
    [HOLLIS_AWARD, 'How many days do we have to return the countersigned Hollis agreement?'],
    [CEDAR, 'Which attachments does Cedar Ridge want in the portal?'],
    [CEDAR, 'How often does the Cedar Ridge committee look at applications?'],
    [CEDAR, 'If Cedar Ridge turns us down, how long until we may try again?'],
    [
      EVERGREEN_RFP,
      'Do we need licensed therapists on staff to qualify for the Evergreen mental health money?',
    ],
    [EVERGREEN_RFP, 'What matching contribution does the Evergreen Health proposal require?'],
    [EVERGREEN_NOTES, 'How many adults did we see in the first half year of the Evergreen grant?'],
    [EVERGREEN_NOTES, 'Why did the Spanish-speaking waitlist get longer this spring?'],
    [
      PACIFIC_HOUSING,
      'What income ceiling applies to the households served by Pacific Crest Bank housing projects?',
    ],
    [PACIFIC_HOUSING, "When does the bank's 2026 housing application window close?"],
    [GREENLEAF_BUDGET, 'How much are we asking Greenleaf to pay toward meal ingredients?'],
    [GREENLEAF_BUDGET, 'What does the whole home-delivered meals budget add up to?'],
    [GREENLEAF_RULES, 'How close to a Greenleaf Grocers store does a project have to be?'],
    [OAC_GUIDE, 'What minimum annual budget do we need for Oregon Arts Commission operating support?'],
    [OAC_NOTES, 'How many people came to the mural festival?'],
    [UNITED_WAY, 'By which dates are the United Way quarterly outcome reports due?'],
    [UNITED_WAY, 'What happens when a report to United Way comes in late?'],
    [PARKS, 'When will the city council approve the Green Spaces projects?'],
    [
      KULTUR,
      'What proof of how the money was spent does the Lindqvist foundation expect after a Kulturbrücken project?',
    ],
    [
      REYES_GUIDE,
      'What is the deadline of the Reyes Foundation program for Portuguese-speaking communities?',
    ],
    [REYES_GUIDE, 'Who is the contact person at the Reyes Foundation?'],
    [BESCHEID, 'In how many instalments does Lindqvist pay out the award?'],
    [ZWISCHEN, 'What does the Lindqvist interim report say about the delay of the guest artists?'],
  ]),
  // Portuguese (Brazil)
  ...inLanguage('pt', [
    [
      REYES_GUIDE,
      'Qual é o valor máximo que a Reyes Foundation concede para projetos com comunidades lusófonas?',
    ],
    [REYES_GUIDE, 'Até que dia posso mandar a proposta para o programa Comunidades Lusófonas?'],
    [REYES_GUIDE, 'Com quem falo para tirar dúvidas sobre o programa da fundação Reyes?'],
    [REYES_GUIDE, 'Uma igreja pode se inscrever no programa?'],
    [REYES_GUIDE, 'Quando sai o resultado da seleção das comunidades lusófonas?'],
    [REYES_AWARD, 'Quanto a Reyes Foundation aprovou para as refeições dos idosos?'],
    [REYES_AWARD, 'Quando termina o período da doação de nutrição para idosos?'],
    [REYES_AWARD, 'O que o relatório final da concessão precisa trazer?'],
    [HORTAS, 'Quanto a prefeitura oferece para cada horta comunitária?'],
    [HORTAS, 'Em que período ficam abertas as inscrições do edital das hortas?'],
    [HORTAS, 'Quantos moradores voluntários precisam formar o comitê da horta?'],
    [DESPENSA, 'Quantas famílias a despensa comunitária atendeu no primeiro semestre?'],
    [DESPENSA, 'O que houve com a câmara fria e quanto alimento se perdeu?'],
    [DESPENSA, 'Quanto pedimos de ajuda emergencial para trocar o compressor?'],
    [EDUCACAO, 'Qual é o limite anual do apoio do banco para cursos de educação financeira?'],
    [EDUCACAO, 'Com que frequência o comitê analisa as propostas de educação financeira?'],
    [REYES_LIST, 'Que documentos tenho que anexar à proposta para a fundação Reyes?'],
    [REYES_LIST, 'Em que língua posso escrever a proposta e quantas páginas ela pode ter?'],
    [HOLLIS_GUIDE, 'Qual é o prazo das cartas de intenção para a Hollis Family Foundation?'],
    [EVERGREEN_RFP, 'Quanto a Evergreen Health Foundation oferece por ano no edital de saúde mental?'],
    [KULTUR, 'Quem é o contato da Lindqvist Charitable Foundation para o programa Kulturbrücken?'],
    [UNITED_WAY, 'Quando devemos entregar os relatórios trimestrais à United Way?'],
    [KOSTEN, 'Qual é o orçamento total do projeto Klangbrücke?'],
  ]),
  // German
  ...inLanguage('de', [
    [KULTUR, 'In welcher Höhe fördert das Programm Kulturbrücken ein Vorhaben?'],
    [KULTUR, 'Bis wann muss der Antrag bei der Lindqvist-Stiftung eingereicht sein?'],
    [KULTUR, 'Welchen Eigenanteil müssen Antragsteller bei Kulturbrücken mindestens tragen?'],
    [KULTUR, 'Wer ist die Ansprechpartnerin für das Partnerprogramm?'],
    [KULTUR, 'Wie lange nach Projektende hat man Zeit für den Verwendungsnachweis?'],
    [BESCHEID, 'Wie viel hat der Stiftungsrat für das Wandbild-Projekt bewilligt?'],
    [BESCHEID, 'In wie vielen Raten wird der Zuschuss ausgezahlt?'],
    [BESCHEID, 'Wann endet der Bewilligungszeitraum und was passiert mit übrigen Mitteln?'],
    [TEILHABE, 'Wie viele Laptops stellt Cascade Software kostenlos bereit?'],
    [TEILHABE, 'Bis zu welchen Terminen kann man sich für die Digitale Teilhabe bewerben?'],
    [TEILHABE, 'Wer ist bei Cascade Software Cares unser Ansprechpartner?'],
    [ZWISCHEN, 'Wie viele Wandbilder sind schon fertiggestellt?'],
    [ZWISCHEN, 'Warum sind die Gastkünstler später angereist?'],
    [KLIMA, 'Welchen Anteil der förderfähigen Kosten übernimmt der Klimaschutzfonds höchstens?'],
    [KLIMA, 'Was muss vor der Antragstellung beim Klimaschutzfonds gemacht werden?'],
    [KLIMA, 'Welche Stichtage hat der Fonds von Northwest Power & Light?'],
    [KOSTEN, 'Mit welchen Reisekosten rechnet der Kostenplan der Klangbrücke?'],
    [KOSTEN, 'Welche Summe wird für die Klangbrücke insgesamt beantragt?'],
    [KOSTEN, 'Wie viel Honorar ist für die Musikerinnen und Musiker vorgesehen?'],
    [EVERGREEN_RFP, 'Wie hoch ist der jährliche Höchstbetrag der Evergreen Health Foundation?'],
    [CEDAR, 'Welche Unterlagen verlangt der Cedar Ridge Community Trust?'],
    [EVERGREEN_RFP, 'Wie hoch ist der Eigenanteil bei Evergreen Health?'],
    [REYES_LIST, 'Welche Unterlagen braucht die Reyes Foundation für den Antrag?'],
    [HOLLIS_AWARD, 'In wie vielen Raten zahlt Hollis die Förderung für Readers at Riverbend aus?'],
  ]),
];

/**
 * Questions the demo documents do not answer, as users ask them off topic: retrieval must find nothing
 * relevant rather than quote passages sharing a common word.
 */
export const UNANSWERED_QUESTIONS: readonly { language: QualityQuestion['language']; question: string }[] = [
  { language: 'en', question: 'What is the capital of France?' },
  { language: 'en', question: 'Who won the football world cup in 2018?' },
  { language: 'en', question: 'How do I reset my wifi router?' },
  { language: 'en', question: 'What is a good recipe for banana bread?' },
  { language: 'pt', question: 'Qual é a previsão do tempo para amanhã em Lisboa?' },
  { language: 'pt', question: 'Como faço para trocar o pneu do carro?' },
  { language: 'pt', question: 'Quem ganhou o campeonato brasileiro de futebol?' },
  { language: 'de', question: 'Wie wird das Wetter morgen in Berlin?' },
  { language: 'de', question: 'Wie wechsle ich einen Fahrradreifen?' },
  { language: 'de', question: 'Wer hat die letzte Fußball-Weltmeisterschaft gewonnen?' },
];
