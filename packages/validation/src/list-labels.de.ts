// The German words of list-labels.ts.
import type { ListLabels } from './list-labels.ts';

export const LIST_LABELS_DE = {
  dateFormat: 'dd.mm.yyyy',
  // Column heads of the grant list as well as the file: short words, since a table column is never narrower
  // than its longest word ("Einreichungsdatum" and "Durchschnittliche" pushed the list past a 1366 px screen).
  grants: {
    sheet: 'Anträge',
    columns: {
      deadline: 'Antragsfrist',
      deadlineType: 'Fristart',
      funder: 'Förderer',
      complexityScore: 'Komplexität',
      lastAward: 'Letzte Bewilligung',
      dateSubmitted: 'Eingereicht am',
      amountRequested: 'Beantragter Betrag',
      program: 'Programm',
      dateReceived: 'Eingegangen am',
      amountAwarded: 'Bewilligter Betrag',
      dateDeclined: 'Abgelehnt am',
      responseAverage: 'Mittlere Antwortzeit',
      status: 'Status',
    },
  },
  pipeline: {
    sheet: 'Pipeline',
    columns: {
      deadline: 'Antragsfrist',
      funder: 'Förderer',
      program: 'Programm',
      amountRequested: 'Beantragter Betrag',
      amountAwarded: 'Bewilligter Betrag',
      status: 'Status',
    },
  },
  reports: {
    sheet: 'Berichte',
    columns: {
      deadline: 'Berichtsfrist',
      urgency: 'Dringlichkeit',
      funder: 'Förderer',
      amountAwarded: 'Bewilligter Betrag',
      program: 'Programm',
      status: 'Status',
    },
  },
  funders: {
    sheet: 'Förderer',
    columns: {
      name: 'Name',
      email: 'E-Mail',
      type: 'Art',
      website: 'Website',
      totalAwardAmount: 'Bewilligte Summe',
      winRate: 'Erfolgsquote',
      medianResponseDays: 'Median der Antwortzeit (Tage)',
    },
  },
  programs: {
    sheet: 'Programme',
    columns: { name: 'Name', yearlyGoal: 'Jahresziel', achievedAmount: 'Erreichter Betrag' },
  },
  deadlines: {
    grants: {
      sheet: 'Antragsfristen',
      columns: {
        deadline: 'Frist',
        funder: 'Förderer',
        program: 'Programm',
        deadlineType: 'Fristart',
        status: 'Status',
        amountRequested: 'Beantragter Betrag',
      },
    },
    reports: {
      sheet: 'Berichtsfristen',
      columns: {
        deadline: 'Frist',
        urgency: 'Dringlichkeit',
        funder: 'Förderer',
        program: 'Programm',
        submitted: 'Eingereicht',
      },
    },
  },
  yesNo: { yes: 'Ja', no: 'Nein' },
  status: {
    AWARDED: 'Bewilligt',
    DECLINED: 'Abgelehnt',
    INELIGIBLE: 'Nicht förderfähig',
    NOT_APPLY: 'Offen',
    PENDING: 'Ausstehend',
    SUBMITTED: 'Eingereicht',
    DID_NOT_RESPOND: 'Keine Antwort',
  },
  deadlineType: { REQUIRED: 'Fest', ROLLING: 'Laufend' },
  urgency: { COURTESY: 'Freiwillig', REQUIRED: 'Pflicht' },
  funderType: {
    CORPORATE: 'Unternehmen',
    FOUNDATION: 'Stiftung',
    GOVERNMENT: 'Staatlich',
    GOVERNMENT_LOCAL: 'Kommunal',
    GOVERNMENT_STATE: 'Bundesland',
    ORGANIZATION: 'Organisation',
    OTHER: 'Sonstige',
  },
  reportState: { submitted: 'Eingereicht', notSubmitted: 'Nicht eingereicht' },
} as const satisfies ListLabels;
