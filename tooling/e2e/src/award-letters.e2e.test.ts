import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_AWARD_LETTERS,
  MARLOWE_AWARD_LETTER,
  WILLOW_CREEK_AWARD_LETTER,
} from '@grantflow/demo/documents/catalog-award-letters';
import { renderDemoDocument } from '@grantflow/demo/documents/render';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { firstValue } from './demo-rows.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// An awarded application's award letter (docs/product.md, Award letters), in English and in Portuguese:
// upload the letter, read the proposals with their sentences, edit a date, drop a report and a condition,
// confirm; the kept report is on the application and in the Report Center, the amount set, the condition in the funder's notes.
// Picking a stored letter and reading it again stores nothing. Screenshots at 1366 and 390 px, en/pt/de.

let stack: TestStack;
let browser: Browser;
let page: Page;
let db: pg.Client;
let dataDir: string;

async function letterFile(fileName: string): Promise<string> {
  const doc = DEMO_AWARD_LETTERS.find((letter) => letter.fileName === fileName);
  if (!doc) throw new Error(fileName);
  const file = path.join(dataDir, fileName);
  await writeFile(file, (await renderDemoDocument(doc)).bytes);
  return file;
}

/** A new awarded application of the demo funder, under a new grant; its funder's and its own id. */
async function awardedApplication(funderName: string): Promise<{ funderId: number; applicationId: number }> {
  const funderId = await firstValue(
    db,
    `select f.id from funders f join organizations o on o.id = f.organization_id
      where o.name = 'Riverbend Community Foundation' and f.name = $1`,
    [funderName],
  );
  const grant = await firstValue(
    db,
    `insert into grants (organization_id, funder_id, program_id)
     select organization_id, id, (select id from programs p where p.organization_id = f.organization_id order by id limit 1)
       from funders f where id = $1 returning id`,
    [funderId],
  );
  const applicationId = await firstValue(
    db,
    `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_requested_cents,
       amount_awarded_cents, receivement_date, fiscal_date)
     select organization_id, id, 'AWARDED', '2026-09-01', '2026-08-15', 5000000, 1000000, '2026-11-02', '2026-11-02'
       from grants where id = $1 returning id`,
    [grant],
  );
  return { funderId, applicationId };
}

async function setLanguage(language: 'en' | 'pt' | 'de'): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
}

/** Opens the application's dialog, then its award letter dialog (`title`) with the `action` button. */
async function openLetterDialog(
  ids: { funderId: number; applicationId: number },
  action: string,
  title: string,
): Promise<Locator> {
  await page.goto(`${stack.url}/funder/${ids.funderId}?application=${ids.applicationId}`);
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

async function shoot(dialog: Locator, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await dialog.screenshot({ path: artifactPath('award-letters', `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const storedReports = async (applicationId: number) =>
  (
    await db.query(
      'select deadline::text, urgency::text, description from reports where application_id = $1 order by deadline',
      [applicationId],
    )
  ).rows;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gf-e2e-award-'));
  stack = await startTestStack('award-letters', { env: { DATA_DIR: path.join(dataDir, 'data') } });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page
      .screenshot({ path: artifactPath('award-letters', 'last.png'), fullPage: true })
      .catch(() => {});
  await db?.end();
  await browser?.close();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('award letters', () => {
  it('in English: upload, review with sources, edit a date, drop one of each, confirm', async () => {
    const ids = await awardedApplication('The Marlowe Fund');
    let dialog = await openLetterDialog(ids, 'Read award letter', 'Award letter');
    await shoot(dialog, 'pick-en');
    await dialog.locator('input[type="file"]').setInputFiles(await letterFile(MARLOWE_AWARD_LETTER));
    await dialog.getByRole('button', { name: 'Read letter' }).click();
    const reports = dialog.getByTestId('proposed-report');
    await reports.first().waitFor();
    expect(await reports.count()).toBe(2);
    expect(await reports.nth(0).textContent()).toContain(
      'An interim narrative report must be submitted by March 31, 2027.',
    );
    expect(await dialog.getByRole('textbox', { name: 'Report 1', exact: true }).inputValue()).toBe(
      'Interim narrative report',
    );
    expect(await dialog.getByRole('textbox', { name: /^Due date of report 1/ }).inputValue()).toBe(
      '03/31/2027',
    );
    expect(await dialog.getByTestId('proposed-condition').count()).toBe(2);
    await shoot(dialog, 'review-en');
    await expectNoSeriousViolations(page, 'award letter review (en)');
    expect(await storedReports(ids.applicationId)).toEqual([]);

    const due = dialog.getByRole('textbox', { name: /^Due date of report 1/ });
    await due.fill('04/01/2027');
    await due.press('Tab');
    await dialog.getByRole('button', { name: 'Drop report 2' }).click();
    await dialog.getByRole('button', { name: 'Drop condition 2' }).click();
    await dialog.getByRole('button', { name: 'Store what is kept' }).click();
    await page.getByText('Stored from the award letter: 1 reports and 1 conditions.').first().waitFor();

    expect(await storedReports(ids.applicationId)).toEqual([
      { deadline: '2027-04-01', urgency: 'REQUIRED', description: 'Interim narrative report' },
    ]);
    const { rows } = await db.query(
      `select a.amount_awarded_cents::int as cents, f.notes from applications a join funders f on f.id = a.funder_id
        where a.id = $1`,
      [ids.applicationId],
    );
    expect(rows[0]?.cents).toBe(4_500_000);
    expect(rows[0]?.notes).toContain(
      '- The grantee must acknowledge the Marlowe Fund in public materials about the project.',
    );
    expect(rows[0]?.notes).not.toContain('Funds shall be spent');

    // The application shows the kept report.
    await page.goto(`${stack.url}/funder/${ids.funderId}?application=${ids.applicationId}`);
    dialog = page.getByRole('dialog', { name: 'update grant' });
    await dialog.getByRole('textbox', { name: /^Report 1 deadline/ }).waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Report 1 deadline/ }).inputValue()).toBe('04/01/2027');

    // And in the Report Center.
    await page.goto(`${stack.url}/report-center?search=${encodeURIComponent('The Marlowe Fund')}`);
    await page
      .getByRole('row')
      .filter({ hasText: '04/01/2027' })
      .filter({ hasText: 'The Marlowe Fund' })
      .first()
      .waitFor();
  });

  it('in Portuguese: the same journey, then picking the stored letter stores nothing more', async () => {
    const ids = await awardedApplication('Willow Creek Foundation');
    await setLanguage('pt');
    let dialog = await openLetterDialog(ids, 'Ler carta de concessão', 'Carta de concessão');
    await dialog.locator('input[type="file"]').setInputFiles(await letterFile(WILLOW_CREEK_AWARD_LETTER));
    await dialog.getByRole('button', { name: 'Ler carta' }).click();
    const reports = dialog.getByTestId('proposed-report');
    await reports.first().waitFor();
    expect(await reports.count()).toBe(2);
    expect(await reports.nth(1).textContent()).toContain(
      'O relatório de encerramento deve ser entregue até 30 de novembro de 2027.',
    );
    expect(await dialog.getByRole('textbox', { name: /^Prazo do relatório 2/ }).inputValue()).toBe(
      '30/11/2027',
    );
    await shoot(dialog, 'review-pt');
    await expectNoSeriousViolations(page, 'award letter review (pt)');

    const due = dialog.getByRole('textbox', { name: /^Prazo do relatório 2/ });
    await due.fill('01/12/2027');
    await due.press('Tab');
    await dialog.getByRole('button', { name: 'Descartar relatório 1' }).click();
    await dialog.getByRole('button', { name: 'Descartar condição 2' }).click();
    await dialog.getByRole('button', { name: 'Salvar o que foi mantido' }).click();
    await page.getByText('Salvo da carta de concessão: 1 relatórios e 1 condições.').first().waitFor();
    expect(await storedReports(ids.applicationId)).toEqual([
      { deadline: '2027-12-01', urgency: 'REQUIRED', description: 'Relatório de encerramento' },
    ]);

    dialog = await openLetterDialog(ids, 'Ler carta de concessão', 'Carta de concessão');
    await dialog.getByRole('combobox', { name: 'Carta de concessão', exact: true }).click();
    await page.getByRole('option', { name: WILLOW_CREEK_AWARD_LETTER }).click();
    await dialog.getByRole('button', { name: 'Ler carta' }).click();
    await dialog.getByTestId('proposed-report').first().waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await storedReports(ids.applicationId)).toHaveLength(1);
  });

  it('in German: the picker and the review', async () => {
    const ids = await awardedApplication('The Marlowe Fund');
    await setLanguage('de');
    const dialog = await openLetterDialog(ids, 'Bewilligungsbescheid lesen', 'Bewilligungsbescheid');
    await dialog.getByRole('combobox', { name: 'Bewilligungsbescheid', exact: true }).click();
    await page.getByRole('option', { name: MARLOWE_AWARD_LETTER }).click();
    await shoot(dialog, 'pick-de');
    await dialog.getByRole('button', { name: 'Bescheid lesen' }).click();
    await dialog.getByTestId('proposed-report').first().waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Frist von Bericht 1/ }).inputValue()).toBe(
      '31.03.2027',
    );
    await shoot(dialog, 'review-de');
    await expectNoSeriousViolations(page, 'award letter review (de)');
    await setLanguage('en');
  });
});
