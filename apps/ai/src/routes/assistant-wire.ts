import type { ChatEntryRecord, ChatRecord } from '@grantflow/db/repositories/chats';
import type {
  DatabaseFineTuningRecord,
  DocumentFineTuningRecord,
} from '@grantflow/db/repositories/fine-tuning';
import type {
  ChatEntry,
  ChatRemarks,
  ChatSummary,
  DatabaseVersion,
  DocumentVersion,
  PromptAnswer,
} from '@grantflow/validation/assistant-wire';

// The assistant's records in their snake_case wire shapes (docs/product.md, Entities; REST calls), shared by the REST routes and
// MCP; the shapes are declared in @grantflow/validation/assistant-wire, which the web reads them by.

export function chatRemarks(chat: ChatRecord): ChatRemarks {
  return { next_identity_no: chat.nextIdentityNo, last_updated: chat.updatedAt.toISOString() };
}

export function chatSummary(chat: ChatRecord): ChatSummary {
  return {
    id: chat.id,
    user_id: chat.userId,
    organization_id: chat.organizationId,
    title: chat.title,
    remarks: chatRemarks(chat),
  };
}

export function chatEntry(entry: ChatEntryRecord): ChatEntry {
  const dateTime = entry.createdAt.toISOString();
  return {
    identity: entry.identity,
    content: entry.content,
    role: entry.role,
    date: dateTime.slice(0, 10),
    date_time: dateTime,
    chat_data_source: entry.dataSource,
    files: entry.files,
  };
}

/** The `data` of POST /ai/chat/prompt (and of the stream's `done` event and MCP's ai_chat_completion). */
export function promptAnswer(result: { chat: ChatRecord; entries: ChatEntryRecord[] }): PromptAnswer {
  return {
    new_chats: result.entries.map(chatEntry),
    azure_chat_history_id: result.chat.id,
    title: result.chat.title,
    remarks: chatRemarks(result.chat),
  };
}

export function documentVersion(version: DocumentFineTuningRecord): DocumentVersion {
  return {
    id: version.id,
    organization_id: version.organizationId,
    user_id: version.userId ?? 0,
    version: version.version,
    authored_month_date: version.authoredMonthDate,
    about_you_details: version.aboutYouDetails,
    response_style_details: version.responseStyleDetails,
    remarks: version.remarks,
    authored_by_user_id: version.authoredByUserId,
  };
}

export function databaseVersion(version: DatabaseFineTuningRecord): DatabaseVersion {
  return {
    id: version.id,
    organization_id: version.organizationId,
    user_id: version.userId,
    version: version.version,
    authored_month_date: version.authoredMonthDate,
    database_schema_instructions: version.databaseSchemaInstructions,
    query_optimization_rules: version.queryOptimizationRules,
    response_formatting_rules: version.responseFormattingRules,
    security_constraints: version.securityConstraints,
    remarks: version.remarks,
    authored_by_user_id: version.authoredByUserId,
  };
}
