// The Portuguese (Brazil) strings of locales.ts; a module of its own so that each language's chunk carries only it.
import type { AwardLettersCatalogue } from './locales.ts';

const pt: AwardLettersCatalogue = {
  action: 'Ler carta de concessão',
  title: 'Carta de concessão',
  intro:
    'Escolha a carta de concessão entre os documentos do financiador ou envie-a. O Grantflow a lê e propõe os prazos de relatório, o valor e as condições que ela estabelece. Nada é salvo até você confirmar.',
  pick: {
    label: 'Carta de concessão',
    placeholder: 'Escolha um documento',
    empty: 'Este financiador ainda não tem documentos: envie a carta.',
    load_error: 'Não foi possível carregar os documentos do financiador.',
    retry: 'Tentar novamente',
    upload: 'Ou envie a carta',
    upload_placeholder: 'Escolha um arquivo (PDF, Word, texto)',
    clear: 'Remover o arquivo escolhido',
    uploading: 'Enviando {{name}}…',
  },
  read: 'Ler carta',
  reading: 'Lendo a carta…',
  review: {
    intro: 'Edite ou descarte cada proposta; só o que restar será salvo.',
    nothing: 'A carta não traz prazo de relatório, valor ou condição que o Grantflow reconheça.',
    source: 'Da carta',
  },
  amount: {
    title: 'Valor concedido',
    keep: 'Definir o valor concedido pela carta',
    label: 'Valor concedido',
    letter_currency: 'A carta indica o valor em {{currency}}.',
  },
  reports: {
    title: 'Prazos de relatório',
    none: 'Nenhum prazo de relatório proposto.',
    name: 'Relatório {{number}}',
    due: 'Prazo do relatório {{number}}',
    drop: 'Descartar relatório {{number}}',
  },
  conditions: {
    title: 'Condições',
    hint: 'As condições mantidas são acrescentadas às notas do financiador.',
    none: 'Nenhuma condição proposta.',
    text: 'Condição {{number}}',
    drop: 'Descartar condição {{number}}',
  },
  confirm: 'Salvar o que foi mantido',
  back: 'Escolher outra carta',
  cancel: 'Cancelar',
  stored: 'Salvo da carta de concessão: {{reports}} relatórios e {{conditions}} condições.',
};

export const awardLettersLocales = { pt };
