import { describe, expect, it } from 'vitest';
import { chatPromptBodySchema } from './chat.ts';
import { documentName, getFolderArgsSchema, uploadFileArgsSchema } from './documents.ts';
import { funderCreateParamsSchema, funderNotesUpdateSchema } from './funder.ts';
import { fundersExportQuerySchema } from './list-export.ts';
import { programCreateSchema } from './program.ts';
import { supportTicketSchema } from './support.ts';

// Each class of refused character in each kind of field: one-line (names, search), multi-line (notes,
// messages) and file names. The code is what the web translates.

const codesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
  field: string,
) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => (issue as { params?: { code?: string } }).params?.code);

const CONTROLS = [
  ['C1 control', 'Acme\u0085Fund'],
  ['C1 control U+0080', '\u0080Acme'],
  ['right-to-left override', 'Acme\u202eFund'],
  ['left-to-right embedding', '\u202aAcme'],
  ['first-strong isolate', 'Acme\u2068Fund'],
  ['lone surrogate', 'Acme\ud800Fund'],
] as const;
const ZERO_WIDTH = [
  ['zero-width space', 'Acme\u200bFund'],
  ['zero-width joiner', 'Acme\u200dFund'],
  ['word joiner', 'Acme\u2060Fund'],
  ['byte-order mark', '\ufeffAcme'],
] as const;
const LINE_BREAKS = [
  ['line feed', 'Acme\nFund'],
  ['carriage return', 'Acme\rFund'],
  ['CRLF', 'Acme\r\nFund'],
  ['line separator', 'Acme\u2028Fund'],
] as const;

const funder = (name: string) => funderCreateParamsSchema.safeParse({ name, type: 'FOUNDATION' });
const program = (name: string) => programCreateSchema.safeParse({ name, yearlyGoal: 100 });
const support = (field: 'name' | 'message', value: string) =>
  supportTicketSchema.safeParse({
    name: 'Ann',
    organization: 'Acme',
    email: 'ann@example.org',
    message: 'Hello',
    [field]: value,
  });
const search = (value: string) => fundersExportQuerySchema.safeParse({ search: value });
const notes = (value: string) => funderNotesUpdateSchema.safeParse({ notes: value });
const chat = (value: string) => chatPromptBodySchema.safeParse({ message: value, user_id: 1, chat_id: 1 });

describe('one-line fields', () => {
  const fields = [
    ['funder name', (value: string) => codesOf(funder(value), 'name')],
    ['program name', (value: string) => codesOf(program(value), 'name')],
    ['support name', (value: string) => codesOf(support('name', value), 'name')],
    ['export search', (value: string) => codesOf(search(value), 'search')],
  ] as const;

  describe.each(fields)('%s', (_field, codes) => {
    it.each([...CONTROLS, ...ZERO_WIDTH])('refuses a %s as CONTROL_CHARACTERS', (_kind, value) => {
      expect(codes(value)).toEqual(['CONTROL_CHARACTERS']);
    });
    it.each(LINE_BREAKS)('refuses a %s as LINE_BREAK', (_kind, value) => {
      expect(codes(value)).toEqual(['LINE_BREAK']);
    });
    it.each(['Fundação Ünïcødé', 'تقرير 日本', 'Fund 😀', 'Tab\there'])('accepts %j', (value) => {
      expect(codes(value)).toEqual([]);
    });
  });
});

describe('multi-line fields', () => {
  const fields = [
    ['funder notes', (value: string) => codesOf(notes(value), 'notes')],
    ['support message', (value: string) => codesOf(support('message', value), 'message')],
    ['chat message', (value: string) => codesOf(chat(value), 'message')],
  ] as const;

  describe.each(fields)('%s', (_field, codes) => {
    it.each(CONTROLS)('refuses a %s as CONTROL_CHARACTERS', (_kind, value) => {
      expect(codes(value)).toEqual(['CONTROL_CHARACTERS']);
    });
    const kept: ReadonlyArray<readonly [string, string]> = [
      ...LINE_BREAKS,
      ...ZERO_WIDTH,
      ['tab', 'a\tb'],
      ['emoji sequence', '👩\u200d💻'],
    ];
    it.each(kept)('keeps a %s', (_kind, value) => {
      expect(codes(value)).toEqual([]);
    });
  });
});

describe('file names', () => {
  it.each([
    ['right-to-left override', 'invoice\u202efdp.exe', 'CONTROL_CHARACTER'],
    ['C1 control', 'a\u0090.pdf', 'CONTROL_CHARACTER'],
    ['zero-width space', 'a\u200b.pdf', 'CONTROL_CHARACTER'],
    ['lone surrogate', 'a\udfff.pdf', 'CONTROL_CHARACTER'],
    ['line feed', 'a\nb.pdf', 'CONTROL_CHARACTER'],
    ['fullwidth traversal', '\uff0e\uff0e\uff0fpasswd', 'SEPARATOR'],
    ['division slash', '..\u2215passwd', 'SEPARATOR'],
    ['fraction slash', 'a\u2044b', 'SEPARATOR'],
    ['big solidus', 'a\u29f8b', 'SEPARATOR'],
    ['fullwidth dot-dot', '\uff0e\uff0e', 'DOT_SEGMENT'],
  ])('refuses a %s in an upload and a rename', (_kind, name, code) => {
    expect(codesOf(uploadFileArgsSchema.safeParse({ funderId: 1, fileName: name }), 'fileName')).toEqual([
      code,
    ]);
    expect(codesOf(documentName.safeParse(name), '')).toEqual([code]);
  });

  it('refuses a folder path with a look-alike slash', () => {
    expect(codesOf(getFolderArgsSchema.safeParse({ funderId: 1, folder: 'a\uff0f..' }), 'folder')).toEqual([
      'SEPARATOR',
    ]);
  });
});
