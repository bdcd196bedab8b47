import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { detectLanguage } from '@grantflow/domain/documents/detect-language';
import { markPastDates } from '@grantflow/domain/documents/past-dates';
import type { Passage } from './search-documents.ts';

// What the assistant says to the user when it answers without a model, in the language the user works
// in: written for the person asking (what happened, what they can do), never naming server settings,
// which are the operator's business (docs/operations.md, The assistant).

interface AnswerText {
  intro: string;
  noModel: string;
  nothingFound: string;
  /** Follows a date of a quoted passage that is already past. */
  past: string;
  funderField: Record<'notes' | 'howToApply' | 'profile', string>;
  program: string;
}

const TEXT: Readonly<Record<SupportedLanguage, AnswerText>> = {
  en: {
    intro: "Here is what your organisation's documents say:",
    noModel:
      'No language model is connected, so the assistant quotes the passages that match your question best ' +
      'instead of writing an answer. An administrator can connect one.',
    nothingFound:
      "I found nothing about this in your organisation's documents and records, so I can't answer it. " +
      "Try other words or the funder's name, or upload the document that covers it.",
    past: '(past)',
    funderField: { notes: 'funder notes', howToApply: 'how to apply', profile: 'funder profile' },
    program: 'program',
  },
  pt: {
    intro: 'Veja o que dizem os documentos da sua organização:',
    noModel:
      'Nenhum modelo de linguagem está conectado, por isso o assistente cita os trechos que melhor ' +
      'correspondem à sua pergunta em vez de escrever uma resposta. Um administrador pode conectar um.',
    nothingFound:
      'Não encontrei nada sobre isso nos documentos e registros da sua organização, por isso não posso ' +
      'responder. Tente outras palavras ou o nome do financiador, ou envie o documento que trata do assunto.',
    past: '(já passou)',
    funderField: {
      notes: 'notas do financiador',
      howToApply: 'como se candidatar',
      profile: 'perfil do financiador',
    },
    program: 'programa',
  },
  de: {
    intro: 'Das steht in den Unterlagen Ihrer Organisation:',
    noModel:
      'Es ist kein Sprachmodell angebunden. Deshalb zitiert der Assistent die Stellen, die am besten zu ' +
      'Ihrer Frage passen, statt eine Antwort zu schreiben. Ein Administrator kann eines anbinden.',
    nothingFound:
      'In den Unterlagen und Daten Ihrer Organisation habe ich dazu nichts gefunden und kann die Frage ' +
      'daher nicht beantworten. Versuchen Sie andere Wörter oder den Namen des Förderers, oder laden Sie ' +
      'das Dokument hoch, in dem es steht.',
    past: '(vergangen)',
    funderField: { notes: 'Notizen zum Förderer', howToApply: 'Antragsweg', profile: 'Profil des Förderers' },
    program: 'Programm',
  },
};

export const answerText = (language: SupportedLanguage): AnswerText => TEXT[language];

/** Where a passage comes from, as the user reads it. */
export function sourceLabel(passage: Passage, language: SupportedLanguage): string {
  const source = passage.source;
  const text = TEXT[language];
  if (source.kind === 'file') {
    return passage.heading ? `${source.fileName}, ${passage.heading}` : source.fileName;
  }
  if (source.kind === 'funder') return `${source.funderName} (${text.funderField[source.field]})`;
  return `${source.programName} (${text.program})`;
}

const QUOTE_LIMIT = 600;

/** One passage as a Markdown quote: its text on one line, cut to length, with its past dates marked. */
function quote(passage: Passage, language: SupportedLanguage, today: string): string {
  // A record's first line ('Hollis › Notes') is what its source line says, in the user's language.
  const body = passage.source.kind === 'file' ? passage.text : passage.text.replace(/^[^\n]*\n/, '');
  const clean = body.replace(/\s+/g, ' ').trim();
  const cut = clean.length > QUOTE_LIMIT ? `${clean.slice(0, QUOTE_LIMIT).trimEnd()}…` : clean;
  const marked = markPastDates(
    cut,
    today,
    (date) => `${date} *${TEXT[language].past}*`,
    detectLanguage(passage.text),
  );
  return `> ${marked}`;
}

/** The answer without a model: the relevant passages quoted, each with its source, then what a model would add. */
export const QUOTED_PASSAGES = 5;

export function passagesAnswer(
  passages: readonly Passage[],
  language: SupportedLanguage,
  today: string,
  limit = QUOTED_PASSAGES,
): string {
  const text = TEXT[language];
  if (passages.length === 0) return text.nothingFound;
  const parts = passages
    .slice(0, limit)
    .map((passage) => `${quote(passage, language, today)}\n\n— ${sourceLabel(passage, language)}`);
  return `${text.intro}\n\n${parts.join('\n\n')}\n\n${text.noModel}`;
}
