// Printable board report modal (§2). Section keys as the specification spells them. en is the source.

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Printable board report',
  intro: 'Choose the sections the printed report includes.',
  sections: {
    fundraisngTracker: 'Fundraising tracker',
    comparisonByYear: 'Comparison by year',
    fundingByType: 'Funding by funder type',
    grantsAwarded: 'Grants awarded',
    grantsPending: 'Grants pending',
    applicationSent: 'Applications sent',
  },
  download: 'Download',
  cancel: 'Cancel',
  heading: 'Board report: {{organization}}, FY {{year}}',
};

type BoardReportCatalogue = Widen<typeof en>;

const pt: BoardReportCatalogue = {
  title: 'Relatório imprimível para a diretoria',
  intro: 'Escolha as seções incluídas no relatório impresso.',
  sections: {
    fundraisngTracker: 'Acompanhamento da captação',
    comparisonByYear: 'Comparação por ano',
    fundingByType: 'Financiamento por tipo de financiador',
    grantsAwarded: 'Subsídios concedidos',
    grantsPending: 'Subsídios pendentes',
    applicationSent: 'Candidaturas enviadas',
  },
  download: 'Baixar',
  cancel: 'Cancelar',
  heading: 'Relatório para a diretoria: {{organization}}, AF {{year}}',
};

const de: BoardReportCatalogue = {
  title: 'Druckbarer Vorstandsbericht',
  intro: 'Wählen Sie die Abschnitte des gedruckten Berichts.',
  sections: {
    fundraisngTracker: 'Fundraising-Tracker',
    comparisonByYear: 'Vergleich nach Jahr',
    fundingByType: 'Förderung nach Fördererart',
    grantsAwarded: 'Bewilligte Förderungen',
    grantsPending: 'Offene Förderungen',
    applicationSent: 'Gesendete Anträge',
  },
  download: 'Herunterladen',
  cancel: 'Abbrechen',
  heading: 'Vorstandsbericht: {{organization}}, GJ {{year}}',
};

export const boardReportLocales = { en, pt, de };
