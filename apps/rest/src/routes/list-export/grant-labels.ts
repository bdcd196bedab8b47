import type { DeadlineType, VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import type { ExportLanguage, GrantExportColumn } from '@grantflow/validation/list-export';

// The grant list's words in the file, in the user's language: the same texts as the web's grant list
// (apps/web features/grants and applications locales), so the sheet reads like the screen.

export interface GrantLabels {
  sheet: string;
  /** Excel's number format for date cells, in the language's usual order. */
  dateFormat: string;
  columns: Record<GrantExportColumn, string>;
  status: Record<VisibleApplicationStatus, string>;
  deadlineType: Record<DeadlineType, string>;
}

export const GRANT_LABELS: Record<ExportLanguage, GrantLabels> = {
  en: {
    sheet: 'Grants',
    dateFormat: 'mm/dd/yyyy',
    columns: {
      deadline: 'Application deadline',
      deadlineType: 'Deadline type',
      funder: 'Funder',
      complexityScore: 'Complexity score',
      lastAward: 'Last award',
      dateSubmitted: 'Date submitted',
      amountRequested: 'Amount requested',
      program: 'Program',
      dateReceived: 'Date received',
      amountAwarded: 'Amount awarded',
      dateDeclined: 'Date declined',
      responseAverage: 'Response average',
      status: 'Status',
    },
    status: {
      AWARDED: 'Awarded',
      DECLINED: 'Declined',
      INELIGIBLE: 'Ineligible',
      NOT_APPLY: 'Open',
      PENDING: 'Pending',
      SUBMITTED: 'Submitted',
      DID_NOT_RESPOND: 'Did not respond',
    },
    deadlineType: { REQUIRED: 'Hard', ROLLING: 'Rolling' },
  },
  pt: {
    sheet: 'Candidaturas',
    dateFormat: 'dd/mm/yyyy',
    columns: {
      deadline: 'Prazo da candidatura',
      deadlineType: 'Tipo de prazo',
      funder: 'Financiador',
      complexityScore: 'Complexidade',
      lastAward: 'Última concessão',
      dateSubmitted: 'Data de envio',
      amountRequested: 'Valor solicitado',
      program: 'Programa',
      dateReceived: 'Data de recebimento',
      amountAwarded: 'Valor concedido',
      dateDeclined: 'Data da recusa',
      responseAverage: 'Tempo médio de resposta',
      status: 'Situação',
    },
    status: {
      AWARDED: 'Concedido',
      DECLINED: 'Recusado',
      INELIGIBLE: 'Inelegível',
      NOT_APPLY: 'Aberto',
      PENDING: 'Pendente',
      SUBMITTED: 'Enviado',
      DID_NOT_RESPOND: 'Sem resposta',
    },
    deadlineType: { REQUIRED: 'Fixo', ROLLING: 'Contínuo' },
  },
  de: {
    sheet: 'Anträge',
    dateFormat: 'dd.mm.yyyy',
    columns: {
      deadline: 'Antragsfrist',
      deadlineType: 'Fristart',
      funder: 'Förderer',
      complexityScore: 'Komplexität',
      lastAward: 'Letzte Bewilligung',
      dateSubmitted: 'Einreichungsdatum',
      amountRequested: 'Beantragter Betrag',
      program: 'Programm',
      dateReceived: 'Eingangsdatum',
      amountAwarded: 'Bewilligter Betrag',
      dateDeclined: 'Ablehnungsdatum',
      responseAverage: 'Durchschnittliche Antwortzeit',
      status: 'Status',
    },
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
  },
};
