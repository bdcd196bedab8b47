// Award letters: the application dialog's "Read award letter" and the review of what the letter proposes.
// en is the source; pt and de must hold every key (i18n.test.ts).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  action: 'Read award letter',
  title: 'Award letter',
  intro:
    'Pick the award letter among the funder’s documents or upload it. Grantflow reads it and proposes the report deadlines, the amount and the conditions it states. Nothing is stored until you confirm.',
  pick: {
    label: 'Award letter',
    placeholder: 'Pick a document',
    empty: 'This funder has no documents yet: upload the letter.',
    load_error: 'The funder’s documents could not be loaded.',
    retry: 'Try again',
    upload: 'Or upload the letter',
    upload_placeholder: 'Choose a file (PDF, Word, text)',
    clear: 'Remove the chosen file',
    uploading: 'Uploading {{name}}…',
  },
  read: 'Read letter',
  reading: 'Reading the letter…',
  review: {
    intro: 'Edit or drop each proposal; only what is left is stored.',
    nothing: 'The letter states no report deadline, amount or condition that Grantflow recognises.',
    source: 'From the letter',
  },
  amount: {
    title: 'Amount awarded',
    keep: 'Set the amount awarded from the letter',
    label: 'Amount awarded',
    letter_currency: 'The letter names the amount in {{currency}}.',
  },
  reports: {
    title: 'Report deadlines',
    none: 'No report deadline proposed.',
    name: 'Report {{number}}',
    due: 'Due date of report {{number}}',
    drop: 'Drop report {{number}}',
  },
  conditions: {
    title: 'Conditions',
    hint: 'Kept conditions are added to the funder’s notes.',
    none: 'No condition proposed.',
    text: 'Condition {{number}}',
    drop: 'Drop condition {{number}}',
  },
  confirm: 'Store what is kept',
  back: 'Pick another letter',
  cancel: 'Cancel',
  stored: 'Stored from the award letter: {{reports}} reports and {{conditions}} conditions.',
};

export type AwardLettersCatalogue = Widen<typeof en>;

export const awardLettersLocales = { en };
