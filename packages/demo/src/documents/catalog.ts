import { DEMO_AWARD_LETTERS } from './catalog-award-letters.ts';
import { DEMO_DOCUMENTS_DE } from './catalog-de.ts';
import { DEMO_DOCUMENTS_EN } from './catalog-en.ts';
import { DEMO_DOCUMENTS_PT } from './catalog-pt.ts';
import type { DemoDocument } from './types.ts';

/**
 * Every demo funder document of Riverbend Community Foundation (the seed's main organisation), in
 * English, Brazilian Portuguese and German. File names are unique across the catalogue, so tests can
 * name a document by its file name alone.
 */
export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  ...DEMO_DOCUMENTS_EN,
  ...DEMO_DOCUMENTS_PT,
  ...DEMO_DOCUMENTS_DE,
  ...DEMO_AWARD_LETTERS,
];

/** The demo organisation the documents belong to (the demo rows' catalogue, rows/catalog.ts). */
export const DEMO_DOCUMENTS_ORGANIZATION = 'Riverbend Community Foundation';
