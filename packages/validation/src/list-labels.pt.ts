// The Portuguese (Brazil) words of list-labels.ts.
import type { ListLabels } from './list-labels.ts';

export const LIST_LABELS_PT = {
  dateFormat: 'dd/mm/yyyy',
  grants: {
    sheet: 'Candidaturas',
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
  },
  pipeline: {
    sheet: 'Funil de candidaturas',
    columns: {
      deadline: 'Prazo da candidatura',
      funder: 'Financiador',
      program: 'Programa',
      amountRequested: 'Valor solicitado',
      amountAwarded: 'Valor concedido',
      status: 'Situação',
    },
  },
  reports: {
    sheet: 'Relatórios',
    columns: {
      deadline: 'Prazo do relatório',
      urgency: 'Urgência',
      funder: 'Financiador',
      amountAwarded: 'Valor concedido',
      program: 'Programa',
      status: 'Situação',
    },
  },
  funders: {
    sheet: 'Financiadores',
    columns: {
      name: 'Nome',
      email: 'E-mail',
      type: 'Tipo',
      website: 'Site',
      totalAwardAmount: 'Valor total concedido',
      winRate: 'Taxa de sucesso',
      medianResponseDays: 'Resposta mediana (dias)',
    },
  },
  programs: {
    sheet: 'Programas',
    columns: { name: 'Nome', yearlyGoal: 'Meta anual', achievedAmount: 'Valor alcançado' },
  },
  deadlines: {
    grants: {
      sheet: 'Prazos de candidaturas',
      columns: {
        deadline: 'Prazo',
        funder: 'Financiador',
        program: 'Programa',
        deadlineType: 'Tipo de prazo',
        status: 'Situação',
        amountRequested: 'Valor solicitado',
      },
    },
    reports: {
      sheet: 'Prazos de relatórios',
      columns: {
        deadline: 'Prazo',
        urgency: 'Urgência',
        funder: 'Financiador',
        program: 'Programa',
        submitted: 'Enviado',
      },
    },
  },
  yesNo: { yes: 'Sim', no: 'Não' },
  status: {
    AWARDED: 'Concedido',
    DECLINED: 'Recusado',
    INELIGIBLE: 'Inelegível',
    NOT_APPLY: 'Em aberto',
    PENDING: 'Pendente',
    SUBMITTED: 'Enviado',
    DID_NOT_RESPOND: 'Sem resposta',
  },
  deadlineType: { REQUIRED: 'Fixo', ROLLING: 'Contínuo' },
  urgency: { COURTESY: 'Cortesia', REQUIRED: 'Obrigatório' },
  funderType: {
    CORPORATE: 'Empresa',
    FOUNDATION: 'Fundação',
    GOVERNMENT: 'Governo',
    GOVERNMENT_LOCAL: 'Governo local',
    GOVERNMENT_STATE: 'Governo estadual',
    ORGANIZATION: 'Organização',
    OTHER: 'Outro',
  },
  reportState: { submitted: 'Enviado', notSubmitted: 'Não enviado' },
} as const satisfies ListLabels;
