// The documents feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: each stays in its own chunk.
export const loadDocumentsPage = () => import('./components/documents-page.tsx');
export const loadDriveCallbackPage = () => import('./components/drive-callback-page.tsx');

// The one upload of a file to a funder's documents, for features that store a document (award letters).
export { sendUpload } from './utils/upload-file.ts';
