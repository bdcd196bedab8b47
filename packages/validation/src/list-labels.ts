// The lists' column names and value words in en/pt/de: one source for the web's tables (their locale
// files read the columns from here) and for the "Export to Excel" files, so a sheet's
// headers read exactly like the screen's. One module per language (the web's catalogue chunks carry only
// their own); list-labels-all.ts gathers them for the server.
import type {
  DeadlineType,
  FunderType,
  ReportUrgency,
  VisibleApplicationStatus,
} from '@grantflow/domain/shared/enums';
import type {
  FunderExportColumn,
  GrantDeadlineColumn,
  GrantExportColumn,
  PipelineExportColumn,
  ProgramExportColumn,
  ReportDeadlineColumn,
  ReportExportColumn,
} from './list-export.ts';

interface ListWords<Column extends string> {
  /** The worksheet's name. */
  sheet: string;
  columns: Record<Column, string>;
}

export interface ListLabels {
  /** Excel's number format for date cells, in the language's usual order. */
  dateFormat: string;
  grants: ListWords<GrantExportColumn>;
  pipeline: ListWords<PipelineExportColumn>;
  reports: ListWords<ReportExportColumn>;
  funders: ListWords<FunderExportColumn>;
  programs: ListWords<ProgramExportColumn>;
  /** The deadlines page's two tables, each a sheet of its export. */
  deadlines: { grants: ListWords<GrantDeadlineColumn>; reports: ListWords<ReportDeadlineColumn> };
  yesNo: { yes: string; no: string };
  status: Record<VisibleApplicationStatus, string>;
  deadlineType: Record<DeadlineType, string>;
  urgency: Record<ReportUrgency, string>;
  funderType: Record<FunderType, string>;
  reportState: { submitted: string; notSubmitted: string };
}

export const LIST_LABELS_EN = {
  dateFormat: 'mm/dd/yyyy',
  grants: {
    sheet: 'Grants',
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
  },
  pipeline: {
    sheet: 'Pipeline',
    columns: {
      deadline: 'Application deadline',
      funder: 'Funder',
      program: 'Program',
      amountRequested: 'Amount requested',
      amountAwarded: 'Amount awarded',
      status: 'Status',
    },
  },
  reports: {
    sheet: 'Reports',
    columns: {
      deadline: 'Report deadline',
      urgency: 'Urgency',
      funder: 'Funder',
      amountAwarded: 'Amount awarded',
      program: 'Program',
      status: 'Status',
    },
  },
  funders: {
    sheet: 'Funders',
    columns: {
      name: 'Name',
      email: 'Email',
      type: 'Type',
      website: 'Website',
      totalAwardAmount: 'Total award amount',
      winRate: 'Win rate',
      medianResponseDays: 'Median response (days)',
    },
  },
  programs: {
    sheet: 'Programs',
    columns: { name: 'Name', yearlyGoal: 'Yearly goal', achievedAmount: 'Achieved amount' },
  },
  deadlines: {
    grants: {
      sheet: 'Grant deadlines',
      columns: {
        deadline: 'Deadline',
        funder: 'Funder',
        program: 'Program',
        deadlineType: 'Deadline type',
        status: 'Status',
        amountRequested: 'Amount requested',
      },
    },
    reports: {
      sheet: 'Report deadlines',
      columns: {
        deadline: 'Deadline',
        urgency: 'Urgency',
        funder: 'Funder',
        program: 'Program',
        submitted: 'Submitted',
      },
    },
  },
  yesNo: { yes: 'Yes', no: 'No' },
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
  urgency: { COURTESY: 'Courtesy', REQUIRED: 'Required' },
  funderType: {
    CORPORATE: 'Corporate',
    FOUNDATION: 'Foundation',
    GOVERNMENT: 'Government',
    GOVERNMENT_LOCAL: 'Local government',
    GOVERNMENT_STATE: 'State government',
    ORGANIZATION: 'Organization',
    OTHER: 'Other',
  },
  reportState: { submitted: 'Submitted', notSubmitted: 'Not submitted' },
} as const satisfies ListLabels;
