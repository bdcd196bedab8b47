// docs/product.md, Screens and routes: the chat layout (history beside or above the conversation) is kept in local storage.
import { CHAT_LAYOUTS, type ChatLayout } from '@grantflow/domain/shared/enums';

export const CHAT_LAYOUT_STORAGE_KEY = 'chatLayout';

export function readChatLayout(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ChatLayout {
  const value = storage?.getItem(CHAT_LAYOUT_STORAGE_KEY);
  return CHAT_LAYOUTS.find((layout) => layout === value) ?? 'row';
}

export function writeChatLayout(
  layout: ChatLayout,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CHAT_LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}
