import { randomBytes } from 'node:crypto';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// The padded DOCX bomb, built where it is used and never checked in: a word/document.xml of repeated
// paragraphs that deflates about a thousandfold, beside a stored part of random bytes that does not
// compress at all, so that the archive's overall ratio stays under the upload's archive check while
// the one part a parser reads unpacks to hundreds of MiB. Streamed through the zip writer a MiB at a
// time: building it holds the compressed archive, never the document.

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="bin" ContentType="application/octet-stream"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`;
const DOCUMENT_TAIL = '</w:body></w:document>';
const PARAGRAPH = '<w:p><w:r><w:t>Antragsfrist 1. Oktober, Portal der Stiftung.</w:t></w:r></w:p>';
const MIB = 1024 * 1024;

export interface PaddedDocxBomb {
  bytes: Uint8Array;
  /** What word/document.xml unpacks to. */
  documentXmlBytes: number;
}

export function paddedDocxBomb(
  options: { documentXmlMiB?: number; paddingBytes?: number } = {},
): PaddedDocxBomb {
  const documentXmlMiB = options.documentXmlMiB ?? 240;
  const paddingBytes = options.paddingBytes ?? Math.ceil(1.6 * MIB);
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const add = (name: string, data: Uint8Array, stored = false) => {
    const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    entry.push(data, true);
  };
  add('[Content_Types].xml', strToU8(CONTENT_TYPES));
  add('_rels/.rels', strToU8(RELS));
  const document = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(document);
  const head = strToU8(DOCUMENT_HEAD);
  const tail = strToU8(DOCUMENT_TAIL);
  const mebibyte = strToU8(PARAGRAPH.repeat(Math.floor(MIB / PARAGRAPH.length)));
  document.push(head);
  for (let i = 0; i < documentXmlMiB; i++) document.push(mebibyte);
  document.push(tail, true);
  add('word/media/padding.bin', randomBytes(paddingBytes), true);
  zip.end();
  return {
    bytes: Buffer.concat(parts),
    documentXmlBytes: head.length + tail.length + mebibyte.length * documentXmlMiB,
  };
}
