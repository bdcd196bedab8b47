import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/index.ts';
import { changeLine, formatHistoryValue } from './describe-entry.ts';

beforeAll(async () => {
  await initI18n().changeLanguage('en');
});

// i18next binds `t` to its instance, so the module's own `t` is passed as the components' is.
const t = i18n.t;

describe('history sentences', () => {
  it('formats raw values the reader way: statuses, dates, money, booleans', async () => {
    await i18n.changeLanguage('en');
    expect(formatHistoryValue('status', 'PENDING', t)).toBe('Pending');
    expect(formatHistoryValue('deadline', '2027-03-15', t)).toBe('03/15/2027');
    expect(formatHistoryValue('amountRequestedCents', '1250000', t)).toBe('$12,500');
    expect(formatHistoryValue('isPaused', 'true', t)).toBe('Yes');
    expect(formatHistoryValue('notes', null, t)).toBe('empty');
  });

  it('writes one sentence per change, in pt and de too', async () => {
    await i18n.changeLanguage('en');
    const change = { field: 'deadline', from: '2027-03-01', to: '2027-03-15' };
    expect(changeLine(change, 'ana', t)).toBe('ana changed deadline from 03/01/2027 to 03/15/2027');
    expect(changeLine({ field: 'programId', from: '1', to: '2' }, 'ana', t)).toBe('ana changed program');
    await i18n.changeLanguage('pt');
    expect(changeLine({ field: 'status', from: 'NOT_APPLY', to: 'PENDING' }, 'ana', t)).toBe(
      'ana alterou status de Em aberto para Pendente',
    );
    expect(changeLine(change, 'ana', t)).toBe('ana alterou prazo de 01/03/2027 para 15/03/2027');
    await i18n.changeLanguage('de');
    expect(changeLine(change, 'ana', t)).toBe('ana hat Frist von 01.03.2027 auf 15.03.2027 geändert');
    await i18n.changeLanguage('en');
  });
});
