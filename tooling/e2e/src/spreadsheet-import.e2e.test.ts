import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// A Portuguese-speaking user brings in a Portuguese spreadsheet (semicolons, day-first dates, comma
// decimals): the wizard guesses the columns from the pt headers, the preview shows the bad row's problem,
// the import runs on the importer with its progress, and the grants appear in the grants list.

let stack: TestStack;
let browser: Browser;
let page: Page;

const suffix = Date.now().toString(36);
const funder = `Fundação Planilha ${suffix}`;
const csv = [
  'Financiador;Programa;Prazo;Situação;Enviado em;Valor solicitado',
  `${funder};Educação ${suffix};15/03/2026;Pendente;01/02/2026;1.234,56`,
  `${funder};Educação ${suffix};20/04/2026;Enviado;02/03/2026;2.000,00`,
  `${funder};Saúde ${suffix};05/05/2026;;;`,
  `${funder};Saúde ${suffix};31/02/2026;Pendente;01/02/2026;10,00`,
].join('\n');

beforeAll(async () => {
  stack = await startTestStack('spreadsheet-import');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
  await page.evaluate(() => window.localStorage.setItem('language', 'pt'));
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  await page
    .screenshot({ path: artifactPath('spreadsheet-import', 'failed.png'), fullPage: true })
    .catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('spreadsheet import', () => {
  it('a pt user maps a pt spreadsheet and imports it; the grants appear', async () => {
    await page.goto(`${stack.url}/grants`);
    await page.getByRole('button', { name: 'Importar de planilha' }).click();
    await page.waitForURL(/\/import\?kind=GRANTS/);
    await page.getByRole('heading', { level: 1, name: 'Importar de planilha' }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pedidos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Avançar' }).click();

    // Guessed from the pt headers, each an editable dropdown.
    await expect.poll(() => page.getByLabel('Campo: Prazo').inputValue()).toBe('Prazo');
    expect(await page.getByLabel('Campo: Financiador').inputValue()).toBe('Financiador');
    expect(await page.getByLabel('Campo: Valor solicitado').inputValue()).toBe('Valor solicitado');
    await page.setViewportSize({ width: 390, height: 900 });
    // On a phone the mapping fits: nothing reaches past either edge of the screen (named when it fails).
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < -1 || box.right > document.documentElement.clientWidth + 1;
        })
        .slice(0, 5)
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(wider).toEqual([]);
    await page.screenshot({ path: artifactPath('spreadsheet-import', 'mapping-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Avançar' }).click();

    const preview = page.getByTestId('spreadsheet-preview');
    await preview.waitFor();
    await expect.poll(() => preview.locator('tbody tr').count()).toBe(4);
    await preview.getByText(/^Prazo: /).waitFor();
    await expectNoSeriousViolations(page, '/import');
    await page.screenshot({ path: artifactPath('spreadsheet-import', 'preview-1366.png'), fullPage: true });

    await page.getByRole('button', { name: 'Importar 4 linhas' }).click();
    const report = page.getByTestId('spreadsheet-import-report');
    await report.waitFor({ timeout: 60_000 });
    expect(await report.getByTestId('count-created').textContent()).toBe('3');
    expect(await report.getByTestId('count-skipped').textContent()).toBe('1');
    await report.getByText(/Linha 5: Prazo/).waitFor();
    // The skipped rows as XLSX from the REST service, with the session.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Baixar linhas ignoradas' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/skipped-rows-.*\.xlsx$/);
    await page.screenshot({ path: artifactPath('spreadsheet-import', 'report-1366.png'), fullPage: true });

    await page.goto(`${stack.url}/grants?view=all&search=${encodeURIComponent(funder)}`);
    await expect
      .poll(() => page.getByText(funder, { exact: true }).count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    // Undo from the report removes what the import created.
    await page.goBack();
    await page.getByTestId('spreadsheet-import-report').waitFor();
    await page.getByRole('button', { name: 'Desfazer importação' }).click();
    await page.getByText('Esta importação foi desfeita.').waitFor();
    await page.goto(`${stack.url}/grants?view=all&search=${encodeURIComponent(funder)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByText(funder, { exact: true }).count(), { timeout: 20_000 }).toBe(0);
  }, 180_000);
});
