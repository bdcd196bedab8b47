import { fill, type MailLanguage } from './mail-words.ts';

// Task mails (docs/product.md, Tasks), in the assignee's language: "assigned to you" and the reminders
// before the due date on the assignee's own task reminder days.

interface TaskWords {
  assignedSubject: string;
  assignedBy: string;
  dueOn: string;
  noDue: string;
  reminderSubject: string;
  tomorrow: string;
  today: string;
  inDays: string;
  see: string;
  assignedFooter: string;
  reminderFooter: string;
}

const WORDS: Record<MailLanguage, TaskWords> = {
  en: {
    assignedSubject: 'New task for you: {title}',
    assignedBy: '{actor} gave you a task in {organization}: {title}',
    dueOn: 'Due on {date}.',
    noDue: 'No due date.',
    reminderSubject: 'Task due {when}: {title}',
    tomorrow: 'tomorrow',
    today: 'today',
    inDays: 'in {days} days',
    see: 'Open it in Grantflow: {link}',
    assignedFooter: 'You receive this because a task was assigned to you.',
    reminderFooter: 'Choose the days of these reminders under My tasks in Grantflow.',
  },
  pt: {
    assignedSubject: 'Nova tarefa para você: {title}',
    assignedBy: '{actor} atribuiu uma tarefa a você em {organization}: {title}',
    dueOn: 'Prazo: {date}.',
    noDue: 'Sem prazo.',
    reminderSubject: 'Tarefa vence {when}: {title}',
    tomorrow: 'amanhã',
    today: 'hoje',
    inDays: 'em {days} dias',
    see: 'Abra no Grantflow: {link}',
    assignedFooter: 'Você recebe esta mensagem porque uma tarefa foi atribuída a você.',
    reminderFooter: 'Escolha os dias destes lembretes em Minhas tarefas, no Grantflow.',
  },
  de: {
    assignedSubject: 'Neue Aufgabe für Sie: {title}',
    assignedBy: '{actor} hat Ihnen in {organization} eine Aufgabe gegeben: {title}',
    dueOn: 'Fällig am {date}.',
    noDue: 'Kein Fälligkeitsdatum.',
    reminderSubject: 'Aufgabe fällig {when}: {title}',
    tomorrow: 'morgen',
    today: 'heute',
    inDays: 'in {days} Tagen',
    see: 'In Grantflow öffnen: {link}',
    assignedFooter: 'Sie erhalten diese Nachricht, weil Ihnen eine Aufgabe zugewiesen wurde.',
    reminderFooter: 'Die Tage dieser Erinnerungen wählen Sie in Grantflow unter Meine Aufgaben.',
  },
};

export interface TaskMailContent {
  title: string;
  organization: string;
  /** The due date already in the recipient's format, or null. */
  date: string | null;
  link: string;
  language: MailLanguage;
}

export function taskAssignedEmail(content: TaskMailContent & { actor: string }): {
  subject: string;
  text: string;
} {
  const w = WORDS[content.language];
  return {
    subject: fill(w.assignedSubject, { title: content.title }).slice(0, 200),
    text: [
      fill(w.assignedBy, { actor: content.actor, organization: content.organization, title: content.title }),
      content.date ? fill(w.dueOn, { date: content.date }) : w.noDue,
      '',
      fill(w.see, { link: content.link }),
      '',
      w.assignedFooter,
    ].join('\n'),
  };
}

export function taskReminderEmail(content: TaskMailContent & { daysBefore: number }): {
  subject: string;
  text: string;
} {
  const w = WORDS[content.language];
  const when =
    content.daysBefore === 0
      ? w.today
      : content.daysBefore === 1
        ? w.tomorrow
        : fill(w.inDays, { days: content.daysBefore });
  return {
    subject: fill(w.reminderSubject, { when, title: content.title }).slice(0, 200),
    text: [
      `${content.organization}: ${content.title}`,
      content.date ? fill(w.dueOn, { date: content.date }) : w.noDue,
      '',
      fill(w.see, { link: content.link }),
      '',
      w.reminderFooter,
    ].join('\n'),
  };
}
