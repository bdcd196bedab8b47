import { describe, expect, it } from 'vitest';
import { notesWithConditions } from './notes-with-conditions.ts';
import { proposeAwardTerms } from './propose-award-terms.ts';

const TODAY = '2026-12-04';

const EN = `Dear Ms. Rivera,

We are pleased to inform you that the Board has awarded your organization a grant of $40,000 for the
Community Reading Program.

An interim narrative report is due on March 31, 2027. A final financial report must be submitted by
30 June 2028.
The grantee must acknowledge the Foundation in all public materials. Funds shall be used only for the
purposes described in the proposal. We look forward to working with you.`;

const PT = `Prezada equipe,

Temos a satisfação de informar que foi concedido à sua organização o valor de R$ 20.000,00 para o projeto.
O relatório parcial deve ser entregue até 15 de março de 2027. O relatório final até 30/09/2027.
A organização deverá manter os comprovantes de despesas por cinco anos. Atenciosamente.`;

const DE = `Sehr geehrte Damen und Herren,

wir freuen uns, Ihnen mitzuteilen, dass Ihnen eine Fördersumme von 15.000,00 € bewilligt wurde.
Der Zwischenbericht ist bis zum 31. März 2027 vorzulegen. Der Verwendungsnachweis ist bis zum 30.06.2028 einzureichen.
Der Zuwendungsempfänger ist verpflichtet, Änderungen des Projekts unverzüglich mitzuteilen. Mit freundlichen Grüßen`;

describe('proposeAwardTerms', () => {
  it('reads an English letter: amount, two reports and the conditions, each with its sentence', () => {
    const proposal = proposeAwardTerms(EN, TODAY);
    expect(proposal.language).toBe('en');
    expect(proposal.amountAwarded).toMatchObject({ cents: 4_000_000, currency: 'USD' });
    expect(proposal.amountAwarded?.source).toContain('awarded your organization a grant of $40,000');
    expect(proposal.reports).toEqual([
      {
        name: 'Interim narrative report',
        dueDate: '2027-03-31',
        urgency: 'REQUIRED',
        source: 'An interim narrative report is due on March 31, 2027.',
      },
      {
        name: 'Final financial report',
        dueDate: '2028-06-30',
        urgency: 'REQUIRED',
        source: 'A final financial report must be submitted by 30 June 2028.',
      },
    ]);
    expect(proposal.conditions.map((c) => c.text)).toEqual([
      'The grantee must acknowledge the Foundation in all public materials.',
      'Funds shall be used only for the purposes described in the proposal.',
    ]);
  });

  it('reads a Portuguese letter', () => {
    const proposal = proposeAwardTerms(PT, TODAY);
    expect(proposal.language).toBe('pt');
    expect(proposal.amountAwarded).toMatchObject({ cents: 2_000_000, currency: 'BRL' });
    expect(proposal.reports.map(({ name, dueDate }) => ({ name, dueDate }))).toEqual([
      { name: 'Relatório parcial', dueDate: '2027-03-15' },
      { name: 'Relatório final', dueDate: '2027-09-30' },
    ]);
    expect(proposal.reports[0]?.source).toBe(
      'O relatório parcial deve ser entregue até 15 de março de 2027.',
    );
    expect(proposal.conditions).toEqual([
      {
        text: 'A organização deverá manter os comprovantes de despesas por cinco anos.',
        source: 'A organização deverá manter os comprovantes de despesas por cinco anos.',
      },
    ]);
  });

  it('reads a German letter', () => {
    const proposal = proposeAwardTerms(DE, TODAY);
    expect(proposal.language).toBe('de');
    expect(proposal.amountAwarded).toMatchObject({ cents: 1_500_000, currency: 'EUR' });
    expect(proposal.reports.map(({ name, dueDate }) => ({ name, dueDate }))).toEqual([
      { name: 'Zwischenbericht', dueDate: '2027-03-31' },
      { name: 'Verwendungsnachweis', dueDate: '2028-06-30' },
    ]);
    expect(proposal.conditions.map((c) => c.source)).toEqual([
      'Der Zuwendungsempfänger ist verpflichtet, Änderungen des Projekts unverzüglich mitzuteilen.',
    ]);
  });

  it('gives one report per date when a sentence names two', () => {
    const proposal = proposeAwardTerms(
      'An interim report is due on 31 March 2027 and a final report on 30 June 2028.',
      TODAY,
    );
    expect(proposal.reports.map(({ name, dueDate }) => [name, dueDate])).toEqual([
      ['Interim report', '2027-03-31'],
      ['Final report', '2028-06-30'],
    ]);
  });

  it('completes a date without a year forward from today and marks an optional report as courtesy', () => {
    const [report] = proposeAwardTerms(
      'An optional progress report is welcome by January 15.',
      TODAY,
    ).reports;
    expect(report).toMatchObject({ name: 'Progress report', dueDate: '2027-01-15', urgency: 'COURTESY' });
  });

  it('proposes nothing from a letter without terms', () => {
    expect(proposeAwardTerms('Thank you for your application. We wish you well.', TODAY)).toEqual({
      language: 'en',
      amountAwarded: null,
      reports: [],
      conditions: [],
    });
  });
});

describe('notesWithConditions', () => {
  it('appends the conditions under their heading, after the notes there are', () => {
    expect(
      notesWithConditions('Call Ana first.\n', 'Literacy 2026-05-01', ['Acknowledge us.', 'Keep receipts.']),
    ).toBe('Call Ana first.\n\nLiteracy 2026-05-01:\n- Acknowledge us.\n- Keep receipts.');
    expect(notesWithConditions(null, 'Literacy 2026-05-01', ['Keep receipts.'])).toBe(
      'Literacy 2026-05-01:\n- Keep receipts.',
    );
  });
});

describe('report names', () => {
  it.each([
    [
      'O relatório de encerramento deve ser entregue até 30 de novembro de 2027.',
      'pt',
      'Relatório de encerramento',
    ],
    ['A prestação de contas final deve ser enviada até 10/01/2028.', 'pt', 'Prestação de contas final'],
    ['Der Schlussbericht ist bis zum 15.01.2028 einzureichen.', 'de', 'Schlussbericht'],
    ['Please send your annual impact report by January 15, 2028.', 'en', 'Annual impact report'],
  ])('%s → %s', (sentence, _language, name) => {
    expect(proposeAwardTerms(sentence, TODAY).reports.map((r) => r.name)).toEqual([name]);
  });
});
