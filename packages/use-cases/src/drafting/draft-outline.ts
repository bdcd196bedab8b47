import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { DraftMaterial, DraftParagraph } from './draft-material.ts';
import { draftText } from './draft-text.ts';

// The draft without a model (the default install): the section's headings, each with its passages quoted,
// then the records' facts, each paragraph ending with its citation marker, for the user to edit.

const paragraph = (p: DraftParagraph, quoted: boolean) => `${quoted ? '> ' : ''}${p.text} [${p.marker}]`;

export function draftOutline(material: DraftMaterial, language: SupportedLanguage): string {
  const text = draftText(language);
  const blocks = [`# ${material.title}`, text.intro];
  for (const part of material.parts) {
    blocks.push(`## ${part.heading}`);
    if (part.paragraphs.length === 0) blocks.push(text.nothingFound);
    for (const p of part.paragraphs) blocks.push(paragraph(p, true));
  }
  blocks.push(`## ${text.facts}`, ...material.facts.map((p) => paragraph(p, false)));
  return blocks.join('\n\n');
}
