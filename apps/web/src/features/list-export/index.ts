// The list-export feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { ExportExcelButton } from './components/export-excel-button.tsx';
export { exportLanguage } from './utils/list-export-path.ts';
