import type pg from 'pg';

// A generated grants spreadsheet in Portuguese (semicolons, day-first dates, comma decimals): every 20th
// row is bad, cycling through the kinds of bad row, so 5 % of the rows are refused with a known reason.

export const GRANT_HEADERS = [
  'Financiador',
  'Programa',
  'Prazo',
  'Situação',
  'Enviado em',
  'Valor solicitado',
  'Valor concedido',
  'Concedido em',
  'Recusado em',
];

export const GRANT_MAPPING = [
  'funder',
  'program',
  'deadline',
  'status',
  'dateSubmitted',
  'amountRequested',
  'amountAwarded',
  'receivementDate',
  'declinedDate',
];

/** Bad row kinds with the reason (field, code) each must be reported with. */
export const BAD_KINDS = [
  { field: 'funder', code: 'REQUIRED' },
  { field: 'deadline', code: 'INVALID' },
  { field: 'amountRequested', code: 'INVALID' },
  { field: 'status', code: 'INVALID' },
  { field: 'receivementDate', code: 'AWARDED_AFTER_SUBMISSION' },
] as const;

const FUNDERS = ['River Fund', 'Fundação Aurora', 'Instituto Sol', 'Banco Verde', 'Fundo Mar'];
const PROGRAMS = ['Educação', 'Saúde', 'Cultura'];

const pad = (n: number) => String(n).padStart(2, '0');
const ptDate = (dayOfYear: number) => {
  const date = new Date(Date.UTC(2026, 0, 1 + dayOfYear));
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};
const ptAmount = (cents: number) => {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${pad(cents % 100)}`;
};

export interface GeneratedSheet {
  csv: string;
  /** Row number (the header is row 1) → the bad kind's index. */
  bad: Map<number, number>;
  good: number;
}

export function grantsSheet(rows: number): GeneratedSheet {
  const lines = [GRANT_HEADERS.join(';')];
  const bad = new Map<number, number>();
  for (let i = 0; i < rows; i += 1) {
    const rowNumber = i + 2;
    const submitted = ptDate(i % 200);
    const awardedOn = ptDate((i % 200) + 30);
    const requested = ptAmount(100_000 + i * 37);
    const cells = [
      FUNDERS[i % FUNDERS.length] ?? '',
      PROGRAMS[i % PROGRAMS.length] ?? '',
      ptDate((i % 300) + 10),
      ['Pendente', 'Concedido', 'Recusado', 'Enviado'][i % 4] ?? '',
      submitted,
      requested,
      i % 4 === 1 ? ptAmount(50_000 + i) : '',
      i % 4 === 1 ? awardedOn : '',
      i % 4 === 2 ? awardedOn : '',
    ];
    // A distinct deadline-and-amount pair per row keeps every good row a record of its own.
    cells[5] = ptAmount(100_000 + i);
    if (i % 20 === 7) {
      const kind = Math.floor(i / 20) % BAD_KINDS.length;
      bad.set(rowNumber, kind);
      if (kind === 0) cells[0] = '';
      if (kind === 1) cells[2] = '31/02/2026';
      if (kind === 2) cells[5] = 'muito';
      if (kind === 3) cells[3] = 'talvez';
      if (kind === 4) {
        cells[3] = 'Concedido';
        cells[6] = '10,00';
        cells[7] = ptDate(0);
        cells[4] = ptDate(100);
      }
    }
    lines.push(cells.join(';'));
  }
  return { csv: `${lines.join('\n')}\n`, bad, good: rows - bad.size };
}

/** Polls the import until it ends (COMPLETED or FAILED). */
export async function waitForSpreadsheetImport(
  admin: pg.Pool,
  importId: number,
  timeoutMs = 120_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await admin.query(
      `select status, total_rows, processed_rows, created_count, matched_count, skipped_count, error_code
         from spreadsheet_imports where id = $1`,
      [importId],
    );
    const row = rows[0];
    if (row && (row.status === 'COMPLETED' || row.status === 'FAILED')) return row;
    if (Date.now() > deadline) throw new Error(`spreadsheet import ${importId} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
