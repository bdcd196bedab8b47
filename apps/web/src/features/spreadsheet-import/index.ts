// The spreadsheet import's public API: what routes/ uses. The rest of the folder is private to it
// (enforced by tooling/architecture, web-features). The lists link to /import?kind= with their own button.

// Loaded on demand: the wizard stays in its own chunk.
export const loadSpreadsheetImportPage = () => import('./components/spreadsheet-import-route.tsx');
