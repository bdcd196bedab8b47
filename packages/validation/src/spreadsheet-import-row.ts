// One spreadsheet row checked with the forms' own schemas (create funder, create grant), so a row is
// refused with the same coded errors the form shows (docs/product.md, Importing a spreadsheet).
import type { CreateGrantForm } from '@grantflow/domain/grant/create-grant-params';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import type { IssueCode, IssueParams } from '@grantflow/domain/shared/issue-codes';
import type { GrantImportField } from '@grantflow/domain/spreadsheet-import/import-fields';
import {
  readSpreadsheetAmount,
  readSpreadsheetDate,
  readSpreadsheetStatus,
  type SpreadsheetLanguage,
} from '@grantflow/domain/spreadsheet-import/locale-values';
import { nameKey } from '@grantflow/domain/spreadsheet-import/name-key';
import { requiredText } from './fields.ts';
import { type FunderCreateValues, funderCreateSchema } from './funder.ts';
import { grantCreateFormSchema } from './grant.ts';
import { toCodedIssue, type ZodIssueLike } from './issue.ts';

/** Why a row was skipped: the import field and the form's coded issue. */
export interface RowReason {
  field: string;
  code: IssueCode;
  params: IssueParams;
}

export type RowCells = Readonly<Record<string, string | undefined>>;

export type FunderRow = { ok: true; funder: FunderCreateValues } | { ok: false; reasons: RowReason[] };
export interface GrantRowValues {
  funderName: string;
  programName: string;
  /** The create-grant form's values, amounts in cents, funder and program still to be resolved by name. */
  form: Omit<CreateGrantForm, 'funderId' | 'programId'>;
}
export type GrantRow = { ok: true; grant: GrantRowValues } | { ok: false; reasons: RowReason[] };

function reasonsOf(issues: ReadonlyArray<ZodIssueLike>, rename: (path: string) => string): RowReason[] {
  const seen = new Set<string>();
  const reasons: RowReason[] = [];
  for (const raw of issues) {
    const coded = toCodedIssue(raw);
    const field = rename(coded.path.split('.')[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    reasons.push({ field, code: coded.code, params: coded.params });
  }
  return reasons;
}

function funderType(cell: string | undefined): FunderType | string {
  const key = nameKey(cell ?? '');
  if (key === '') return 'FOUNDATION';
  return FUNDER_TYPES.find((type) => nameKey(type) === key) ?? (cell ?? '').trim();
}

export function readFunderRow(cells: RowCells): FunderRow {
  const parsed = funderCreateSchema.safeParse({
    name: cells.name ?? '',
    type: funderType(cells.type),
    keyContacts: cells.keyContacts ?? '',
    email: cells.email ?? '',
    phone: cells.phone ?? '',
    website: cells.website ?? '',
    city: cells.city ?? '',
    state: cells.state ?? '',
  });
  if (parsed.success) return { ok: true, funder: parsed.data };
  return { ok: false, reasons: reasonsOf(parsed.error.issues, (path) => path) };
}

const FORM_TO_FIELD: Readonly<Record<string, GrantImportField>> = {
  applicationDeadline: 'deadline',
  isSubmitted: 'status',
};

const nameSchema = requiredText();

export function readGrantRow(
  cells: RowCells,
  options: { language: SpreadsheetLanguage; today: string },
): GrantRow {
  const { language } = options;
  const date = (value: string | undefined) => readSpreadsheetDate(value ?? '', language);
  const amount = (value: string | undefined) => readSpreadsheetAmount(value ?? '', language);
  const dateSubmitted = date(cells.dateSubmitted);
  const read = readSpreadsheetStatus(cells.status ?? '');
  const status = read ?? (dateSubmitted === '' ? 'NOT_APPLY' : 'PENDING');
  const submitted = ['AWARDED', 'DECLINED', 'PENDING', 'SUBMITTED'].includes(status);
  const parsed = grantCreateFormSchema({ today: options.today }).safeParse({
    funderId: 1,
    programId: 1,
    frequency: 'ONE_TIME',
    recurrenceCount: null,
    applicationType: 'REQUIRED',
    applicationDeadline: date(cells.deadline),
    isSubmitted: status === 'INELIGIBLE' ? 'INELIGIBLE' : submitted ? 'YES' : 'NO',
    status,
    dateSubmitted,
    amountRequested: amount(cells.amountRequested),
    receivementDate: date(cells.receivementDate),
    amountAwarded: amount(cells.amountAwarded),
    declinedDate: date(cells.declinedDate),
    declinedReason: cells.declinedReason ?? '',
    ineligibleReason: status === 'INELIGIBLE' ? (cells.declinedReason ?? '') : '',
  });
  const funder = nameSchema.safeParse(cells.funder ?? '');
  const program = nameSchema.safeParse(cells.program ?? '');
  const reasons = [
    ...(funder.success ? [] : reasonsOf(funder.error.issues, () => 'funder')),
    ...(program.success ? [] : reasonsOf(program.error.issues, () => 'program')),
    ...(parsed.success ? [] : reasonsOf(parsed.error.issues, (path) => FORM_TO_FIELD[path] ?? path)),
  ];
  if (!parsed.success || !funder.success || !program.success) return { ok: false, reasons };
  const values = parsed.data;
  const deadline = values.applicationDeadline;
  // formDate refuses a blank deadline, so this only narrows the type.
  if (deadline === null) return { ok: false, reasons: [{ field: 'deadline', code: 'REQUIRED', params: {} }] };
  return {
    ok: true,
    grant: {
      funderName: funder.data,
      programName: program.data,
      form: {
        frequency: 'ONE_TIME',
        recurrenceCount: null,
        applicationType: values.applicationType,
        applicationDeadline: deadline,
        isSubmitted: values.isSubmitted,
        status: values.status ?? 'NOT_APPLY',
        dateSubmitted: values.dateSubmitted,
        amountRequested: values.amountRequested === null ? null : dollarsToCents(values.amountRequested),
        receivementDate: values.receivementDate,
        amountAwarded: values.amountAwarded === null ? null : dollarsToCents(values.amountAwarded),
        declinedReason: values.declinedReason,
        declinedDate: values.declinedDate,
        ineligibleReason: values.ineligibleReason,
      },
    },
  };
}
