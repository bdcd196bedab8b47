// The Portuguese strings of locales.ts (its en is the source and gives the shape).
import type { draftingLocales as source, Widen } from './locales.ts';

const pt: Widen<typeof source.en> = {
  open: 'Redigir com o assistente',
  open_hint:
    'Escreva uma seção a partir dos documentos e registros da sua organização, com a fonte de cada parágrafo.',
  title: 'Redigir com o assistente',
  section: 'Seção',
  sections: {
    NEED_STATEMENT: 'Declaração de necessidade',
    PROGRAM_DESCRIPTION: 'Descrição do programa',
    BUDGET_NARRATIVE: 'Justificativa do orçamento',
    EVALUATION: 'Plano de avaliação',
    ORGANIZATIONAL_BACKGROUND: 'Histórico da organização',
    LETTER_OF_INQUIRY: 'Carta de consulta',
  },
  loading: 'Carregando rascunhos…',
  load_error: 'Não foi possível carregar os rascunhos.',
  retry: 'Tentar novamente',
  empty: 'Ainda não há rascunho desta seção. O assistente monta um a partir dos seus documentos e registros.',
  generate: 'Redigir esta seção',
  regenerate: 'Redigir novamente',
  generating: 'O assistente está redigindo…',
  generate_error: 'Não foi possível fazer o rascunho.',
  editor_label: 'Texto do rascunho (Markdown)',
  save: 'Salvar rascunho',
  saving: 'Salvando…',
  saved: 'Rascunho salvo.',
  save_error: 'Não foi possível salvar o rascunho.',
  unsaved: 'Alterações não salvas',
  sources: 'Fontes',
  source_link: 'Abrir {{name}}',
  source_gone: '{{name}} (não está mais disponível)',
  by_outline: 'Um roteiro de trechos citados: nenhum modelo de linguagem está conectado.',
  by_model: 'Escrito pelo modelo de linguagem a partir dos seus documentos e registros.',
  by_user: 'O seu próprio texto.',
  private_note: 'Os rascunhos ficam com esta candidatura no Grantflow: nada é enviado ao financiador.',
  confirm_title: 'Substituir o rascunho editado?',
  confirm_message:
    'Redigir novamente substitui o texto que você editou e salvou para esta seção. Não é possível desfazer.',
  confirm: 'Substituir rascunho',
  cancel: 'Cancelar',
  discard_title: 'Descartar alterações não salvas?',
  discard_message: 'Redigir novamente substitui as alterações que você não salvou.',
};

export const draftingLocales = { pt };
