import { importFields, type SpreadsheetImportField, type SpreadsheetImportKind } from './import-fields.ts';
import { nameKey } from './name-key.ts';

// Header words in en, pt and de per field; compared by nameKey, so accents and case do not matter.
const HEADER_WORDS: Readonly<Record<SpreadsheetImportField, readonly string[]>> = {
  name: [
    'name',
    'funder',
    'funder name',
    'nome',
    'financiador',
    'nome do financiador',
    'geldgeber',
    'förderer',
  ],
  type: ['type', 'funder type', 'tipo', 'typ', 'art'],
  website: ['website', 'site', 'web', 'url', 'webseite', 'homepage'],
  email: ['email', 'e mail', 'mail', 'correio eletronico'],
  phone: ['phone', 'telephone', 'telefone', 'telefon', 'fone', 'celular'],
  keyContacts: [
    'contact',
    'contact name',
    'key contacts',
    'contato',
    'contatos',
    'kontakt',
    'ansprechpartner',
  ],
  city: ['city', 'cidade', 'stadt', 'ort'],
  state: ['state', 'estado', 'uf', 'bundesland', 'land'],
  funder: [
    'funder',
    'funder name',
    'financiador',
    'geldgeber',
    'förderer',
    'foundation',
    'fundacao',
    'stiftung',
  ],
  program: ['program', 'programme', 'programa', 'programm', 'project', 'projeto', 'projekt'],
  deadline: ['deadline', 'due date', 'prazo', 'data limite', 'frist', 'einsendeschluss', 'abgabefrist'],
  status: ['status', 'situacao', 'estado do pedido', 'stand'],
  dateSubmitted: [
    'submitted',
    'date submitted',
    'submission date',
    'enviado em',
    'data de envio',
    'eingereicht',
    'eingereicht am',
  ],
  amountRequested: [
    'amount requested',
    'requested',
    'valor solicitado',
    'solicitado',
    'beantragt',
    'beantragter betrag',
  ],
  receivementDate: [
    'award date',
    'awarded on',
    'date awarded',
    'data da concessao',
    'concedido em',
    'bewilligt am',
    'zusage am',
  ],
  amountAwarded: [
    'amount awarded',
    'awarded',
    'valor concedido',
    'concedido',
    'bewilligt',
    'bewilligter betrag',
  ],
  declinedDate: ['declined date', 'declined on', 'recusado em', 'data da recusa', 'abgelehnt am'],
  declinedReason: ['declined reason', 'reason', 'motivo', 'motivo da recusa', 'grund', 'ablehnungsgrund'],
};

/** Column index → field guessed from the headers; a field goes to the first column whose header names it. */
export function guessMapping(
  kind: SpreadsheetImportKind,
  headers: readonly string[],
): Array<SpreadsheetImportField | null> {
  const fields = importFields(kind);
  const taken = new Set<SpreadsheetImportField>();
  return headers.map((header) => {
    const key = nameKey(header);
    const field = fields.find(
      (candidate) => !taken.has(candidate) && HEADER_WORDS[candidate].some((word) => nameKey(word) === key),
    );
    if (!field) return null;
    taken.add(field);
    return field;
  });
}

/** Whether two header rows are the same columns (a saved mapping applies to the new file). */
export function sameHeaders(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((header, index) => nameKey(header) === nameKey(b[index] ?? ''));
}
