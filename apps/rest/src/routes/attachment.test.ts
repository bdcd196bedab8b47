import { exportFileName } from '@grantflow/domain/shared/export-file-name';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII filename and the UTF-8 one', () => {
    const file = exportFileName({
      organizationName: "Associação d'Arte",
      list: 'grants',
      day: '2026-12-03',
      extension: 'xlsx',
    });
    expect(attachmentDisposition(file)).toBe(
      `attachment; filename="associacao-d-arte-grants-2026-12-03.xlsx"; filename*=UTF-8''associa%C3%A7%C3%A3o-d-arte-grants-2026-12-03.xlsx`,
    );
  });
});
