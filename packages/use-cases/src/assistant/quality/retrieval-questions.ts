import { type QualityLanguage, type QualityQuestion, REVIEW_QUESTIONS } from './quality-question.ts';
import { GERMAN_QUESTIONS } from './questions-de.ts';
import { ENGLISH_QUESTIONS } from './questions-en.ts';
import { PORTUGUESE_QUESTIONS } from './questions-pt.ts';

export {
  DEMO_FILES,
  type QualityLanguage,
  type QualityQuestion,
  REVIEW_QUESTIONS,
} from './quality-question.ts';

export const QUALITY_QUESTIONS: readonly QualityQuestion[] = [
  ...REVIEW_QUESTIONS,
  ...ENGLISH_QUESTIONS,
  ...PORTUGUESE_QUESTIONS,
  ...GERMAN_QUESTIONS,
];

/**
 * Questions the demo documents do not answer, as users ask them off topic: retrieval must find nothing
 * relevant rather than quote passages sharing a common word (or merely stating a date or an amount).
 */
export const UNANSWERED_QUESTIONS: readonly { language: QualityLanguage; question: string }[] = [
  { language: 'en', question: 'What is the capital of France?' },
  { language: 'en', question: 'Who won the football world cup in 2018?' },
  { language: 'en', question: 'How do I reset my wifi router?' },
  { language: 'en', question: 'What is a good recipe for banana bread?' },
  { language: 'en', question: 'How tall is Mount Everest?' },
  { language: 'en', question: 'How much does a new iPhone cost?' },
  { language: 'pt', question: 'Qual é a previsão do tempo para amanhã em Lisboa?' },
  { language: 'pt', question: 'Como faço para trocar o pneu do carro?' },
  { language: 'pt', question: 'Quem ganhou o campeonato brasileiro de futebol?' },
  { language: 'pt', question: 'Quando começa o carnaval no Rio?' },
  { language: 'pt', question: 'Quanto custa uma passagem de ônibus em São Paulo?' },
  { language: 'de', question: 'Wie wird das Wetter morgen in Berlin?' },
  { language: 'de', question: 'Wie wechsle ich einen Fahrradreifen?' },
  { language: 'de', question: 'Wer hat die letzte Fußball-Weltmeisterschaft gewonnen?' },
  { language: 'de', question: 'Wann beginnt das Oktoberfest in München?' },
  { language: 'de', question: 'Wie koche ich Spaghetti Carbonara?' },
];
