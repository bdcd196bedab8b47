import type { ChatModel, LanguageModelConfig } from './language-model.ts';
import { localChatModel } from './local-model/local-chat-model.ts';
import { openAiChatModel } from './openai-chat-model.ts';

/** The chat model of the configuration: the in-process one for `local`, the OpenAI client's otherwise. */
export function createChatModel(config: LanguageModelConfig): ChatModel {
  return config.provider === 'local' ? localChatModel(config) : openAiChatModel(config);
}
