// The full table list: drizzle-kit and defineRelations read it. Application code imports the area files.
export * from './schema/application-drafts.ts';
export * from './schema/calendar.ts';
export * from './schema/chats.ts';
export * from './schema/dashboard-summaries.ts';
export * from './schema/document-index.ts';
export * from './schema/documents.ts';
export * from './schema/drive-connections.ts';
export * from './schema/enums.ts';
export * from './schema/fine-tuning.ts';
export * from './schema/funder-filings.ts';
export * from './schema/funders.ts';
export * from './schema/grants.ts';
export * from './schema/idempotency.ts';
export * from './schema/identity.ts';
export * from './schema/imports.ts';
export * from './schema/platform.ts';
export * from './schema/programs.ts';
