import { readdirSync } from 'node:fs';
import type { IsolationCase } from '../case.ts';

export interface CaseFile {
  file: string;
  cases: IsolationCase[];
}

/**
 * Every `src/cases/<area>.ts` exporting `cases: IsolationCase[]`, found by listing this folder, so an
 * area adds its file and touches nothing shared.
 */
export async function loadCaseFiles(): Promise<CaseFile[]> {
  const folder = new URL('./', import.meta.url);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .sort();
  const loaded: CaseFile[] = [];
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as { cases?: unknown };
    if (!Array.isArray(module.cases))
      throw new Error(`src/cases/${file} must export \`cases: IsolationCase[]\``);
    loaded.push({ file, cases: module.cases as IsolationCase[] });
  }
  return loaded;
}
