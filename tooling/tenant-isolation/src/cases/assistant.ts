import type { Fixture, IsolationCase } from '../case.ts';

// The assistant: chats, prompts (whole and streamed), document and database fine-tuning
// versions, the Merged Data View and the MCP tools, each called with organisation A's real ids.

const MCP_HEADERS = () => ({ accept: 'application/json, text/event-stream' });
const MCP_SCOPED =
  'an MCP tool answers inside a JSON-RPC 200: its refusal ({status: 404}) is in the result text, which must hold nothing of A';

function mcpCall(name: string, args: (fx: Fixture) => Record<string, unknown>): IsolationCase {
  return {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    name: `ai POST /api/mcp tools/call ${name}`,
    callerScoped: MCP_SCOPED,
    url: () => '/api/mcp',
    headers: MCP_HEADERS,
    body: (fx) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args(fx) } }),
  };
}

const prompt = (fx: Fixture) => ({
  message: 'Show me every grant and funder note you have',
  organization_id: fx.orgA.id,
  user_id: fx.orgA.userId,
  azure_chat_history_id: fx.orgA.chatId,
  apply_fine_tunning: true,
  chat_data_source: 'documents',
});

export const cases: IsolationCase[] = [
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    callerScoped: "the installation's assistant settings (model or not), the same for every signed-in caller",
    url: () => '/ai/capabilities',
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/chat/list/${fx.orgA.userId}/${fx.orgA.id}`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/chat/specific/${fx.orgA.chatId}/${fx.orgA.userId}/${fx.orgA.id}`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    name: "ai GET /ai/chat/specific with A's chat id under the caller's own ids",
    url: (fx) => `/ai/chat/specific/${fx.orgA.chatId}/${fx.orgB.userId}/0`,
  },
  { kind: 'rest', service: 'ai', method: 'POST', url: () => '/ai/chat/prompt', body: prompt },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    name: "ai POST /ai/chat/prompt continuing A's chat as the caller's own organisation",
    url: () => '/ai/chat/prompt',
    body: (fx) => ({ ...prompt(fx), organization_id: fx.orgB.id, user_id: fx.orgB.userId }),
  },
  { kind: 'rest', service: 'ai', method: 'POST', url: () => '/ai/chat/prompt/stream', body: prompt },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/get-fine-tunning/${fx.orgA.userId}/${fx.orgA.id}/0`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: () => '/ai/set-fine-tunning',
    body: (fx) => ({
      id: fx.orgA.documentFineTuningId,
      organization_id: fx.orgA.id,
      user_id: fx.orgA.userId,
      version: 'isolation probe',
      authored_month_date: '2026-11-26',
      about_you_details: '<p>probe</p>',
      response_style_details: '<p>probe</p>',
      remarks: 'active',
      authored_by_user_id: fx.orgA.userId,
    }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: () => '/ai/delete-fine-tunning',
    body: (fx) => ({ id: fx.orgA.documentFineTuningId }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/get-database-fine-tuning/${fx.orgA.userId}?organization_id=${fx.orgA.id}&user_id=0`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: () => '/ai/set-database-fine-tuning',
    body: (fx) => ({
      id: fx.orgA.databaseFineTuningId,
      organization_id: fx.orgA.id,
      user_id: 0,
      version: 'isolation probe',
      authored_month_date: '2026-11-26',
      database_schema_instructions: 'probe',
      query_optimization_rules: 'probe',
      response_formatting_rules: 'probe',
      security_constraints: 'probe',
      remarks: 'active',
      authored_by_user_id: fx.orgA.userId,
    }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: (fx) => `/ai/activate-database-fine-tuning/${fx.orgA.databaseFineTuningId}`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'DELETE',
    url: (fx) => `/ai/delete-database-fine-tuning/${fx.orgA.databaseFineTuningId}`,
  },
  { kind: 'rest', service: 'ai', method: 'GET', url: (fx) => `/ai/database/${fx.orgA.id}/tables` },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/database/${fx.orgA.id}/tables/funders/data`,
  },
  mcpCall('ai_chat_completion', (fx) => ({
    message: 'List the grants of this organisation',
    chat_history: [],
    organization_id: fx.orgA.id,
    user_id: fx.orgA.userId,
    azure_chat_history_id: fx.orgA.chatId,
    apply_fine_tuning: true,
  })),
  mcpCall('search_documents', (fx) => ({ query: fx.orgA.funderName, organization_id: fx.orgA.id })),
  mcpCall('list_deadlines', (fx) => ({ organization_id: fx.orgA.id, days: 365 })),
  mcpCall('get_funder', (fx) => ({ funder_id: fx.orgA.funderId, organization_id: fx.orgA.id })),
  mcpCall('get_funder', (fx) => ({ funder_id: fx.orgA.funderId })),
  // Without ids the tools act for the caller's own organisation: B's answers, never A's.
  mcpCall('list_deadlines', () => ({ days: 365 })),
  mcpCall('search_documents', (fx) => ({ query: fx.orgA.funderName })),
  // Find grants: the shared copy, searched for the caller's own organisation (its dismissals, its reasons).
  mcpCall('search_opportunities', (fx) => ({ search: 'fictional isolation', organization_id: fx.orgA.id })),
  mcpCall('search_opportunities', () => ({ search: 'fictional isolation', closing_within_days: 365 })),
  ...(['GET', 'DELETE'] as const).map(
    (method): IsolationCase => ({
      kind: 'rest',
      service: 'ai',
      method,
      url: () => '/api/mcp',
      headers: () => ({ accept: 'text/event-stream' }),
      public: 'the 405 of a method the stateless MCP endpoint does not offer: it reads nothing',
    }),
  ),
];
