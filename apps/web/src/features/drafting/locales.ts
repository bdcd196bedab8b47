// Drafting an application's section with the assistant (docs/product.md, Drafting with the assistant).
const en = {
  open: 'Draft with the assistant',
  open_hint:
    "Write a section from your organisation's documents and records, with a source for each paragraph.",
  title: 'Draft with the assistant',
  section: 'Section',
  sections: {
    NEED_STATEMENT: 'Need statement',
    PROGRAM_DESCRIPTION: 'Program description',
    BUDGET_NARRATIVE: 'Budget narrative',
    EVALUATION: 'Evaluation plan',
    ORGANIZATIONAL_BACKGROUND: 'Organisational background',
    LETTER_OF_INQUIRY: 'Letter of inquiry',
  },
  loading: 'Loading drafts…',
  load_error: 'The drafts could not be loaded.',
  retry: 'Retry',
  empty: 'No draft of this section yet. The assistant builds one from your documents and records.',
  generate: 'Draft this section',
  regenerate: 'Draft again',
  generating: 'The assistant is drafting…',
  generate_error: 'The draft could not be made.',
  editor_label: 'Draft text (Markdown)',
  save: 'Save draft',
  saving: 'Saving…',
  saved: 'Draft saved.',
  save_error: 'The draft could not be saved.',
  unsaved: 'Unsaved changes',
  sources: 'Sources',
  source_link: 'Open {{name}}',
  source_gone: '{{name}} (no longer available)',
  by_outline: 'An outline of quoted passages: no language model is connected.',
  by_model: 'Written by the language model from your documents and records.',
  by_user: 'Your own text.',
  private_note: 'Drafts stay with this application in Grantflow: nothing is sent to the funder.',
  confirm_title: 'Replace your edited draft?',
  confirm_message:
    'Drafting again replaces the text you edited and saved for this section. This cannot be undone.',
  confirm: 'Replace draft',
  cancel: 'Cancel',
  discard_title: 'Discard unsaved changes?',
  discard_message: 'Drafting again replaces the changes you have not saved.',
} as const;

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const draftingLocales = { en };
