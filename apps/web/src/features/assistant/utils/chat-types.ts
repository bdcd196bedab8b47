// The body of POST /ai/chat/prompt as the page sends it; the answers' shapes are declared in
// @grantflow/validation/assistant-wire.
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { ChatDataSource } from '@grantflow/domain/shared/enums';

export interface PromptBody {
  readonly message: string;
  readonly organization_id: number;
  readonly user_id: number;
  readonly azure_chat_history_id: number | null;
  readonly apply_fine_tunning: boolean;
  readonly chat_data_source: ChatDataSource;
  readonly language: SupportedLanguage;
}
