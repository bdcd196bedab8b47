import { describe, expect, it } from 'vitest';
import { pt } from './pt.ts';

// The Portuguese catalogue is Brazilian Portuguese: these European forms, or the
// European spelling of a word Brazil writes otherwise, must not come back. One word per concept too:
// subsídio (grant), financiador (funder), prazo (deadline), relatório (report), candidatura (application).

/** A whole word (letters with accents count as letters, which \b does not know). */
const word = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');

const EUROPEAN: ReadonlyArray<readonly [RegExp, string]> = [
  [word('guard(ar|e|ado|ados|ada|adas)'), 'Salvar'],
  [word('transferi(r|do|da)'), 'Baixar (download)'],
  [word('elimin(ar|e|ado|ada)'), 'Excluir'],
  [word('ficheiros?'), 'Arquivo'],
  [word('utilizador(es)?'), 'Usuário'],
  [word('palavras?-passe'), 'Senha'],
  [word('ecrãs?'), 'Tela'],
  [word('regist(o|os|ar|ado|ada)'), 'Registro / Cadastro'],
  [word('contactos?'), 'Contato'],
  [word('factos?'), 'Fato'],
  [word('actua(l|is|lizar|lizado|lizada)'), 'Atual / Atualizar'],
  [word('telemóve(l|is)'), 'Celular'],
  [word('equipas?'), 'Equipe'],
  [
    word(
      'ac[çt]\\p{L}*|secç\\p{L}*|objecto|projecto|correct\\p{L}*|óptim\\p{L}*|efectu\\p{L}*|selecç\\p{L}*|seleccion\\p{L}*|direcç\\p{L}*',
    ),
    'Brazilian spelling (ação, seção, objeto, …)',
  ],
  [word('partilh\\p{L}*'), 'Compartilhar'],
  [word('descarreg\\p{L}*'), 'Baixar'],
  [word('aceder'), 'Acessar'],
  [word('premir|prima'), 'Pressionar / Clicar'],
  [word('gerir|gere|gira'), 'Gerenciar'],
  [word('(iniciar|terminar) sessão'), 'Entrar / Sair'],
  [word('submiss(ão|ões)'), 'Envio'],
  [word('pedidos?'), 'Solicitação'],
  [word('estás|podes|tens|teu|tua|teus|tuas'), 'Você (never tu)'],
  [word('funil de propostas|inscriç(ão|ões)'), 'Candidatura'],
  [word('buscar por'), 'Pesquisar'],
  [word('\\p{L}+-me'), 'Brazilian pronoun placement (me before the verb)'],
];

function strings(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

describe('the Portuguese catalogue', () => {
  const all = strings(pt, '', []);

  it('has the whole catalogue to check', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('uses no European Portuguese form', () => {
    const found = all.flatMap(([path, text]) =>
      EUROPEAN.filter(([pattern]) => pattern.test(text)).map(
        ([, brazilian]) => `${path}: “${text}” (Brazil: ${brazilian})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['Guardar'],
    ['Transferir'],
    ['Eliminar'],
    ['Ficheiro'],
    ['Utilizador'],
    ['Palavra-passe'],
    ['Ecrã'],
    ['Registo'],
    ['Contacto'],
    ['Facto'],
    ['Actual'],
    ['Equipa'],
  ])('would catch %s', (word) => {
    expect(EUROPEAN.some(([pattern]) => pattern.test(`${word} do texto`))).toBe(true);
  });
});
