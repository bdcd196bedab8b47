import { IconFile, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/** The icon of a file's type: PDF, spreadsheet, image, text or any other file. */
export function FileIcon({ mimeType }: { mimeType: string }) {
  const props = { size: 20, 'aria-hidden': true } as const;
  if (mimeType === 'application/pdf')
    return <IconFileTypePdf {...props} color="var(--mantine-color-error-7)" />;
  if (mimeType.includes('spreadsheet') || mimeType.includes('excel') || mimeType === 'text/csv')
    return <IconFileSpreadsheet {...props} color="var(--mantine-color-success-8)" />;
  if (mimeType.startsWith('image/')) return <IconPhoto {...props} />;
  if (mimeType.startsWith('text/') || mimeType.includes('word')) return <IconFileText {...props} />;
  return <IconFile {...props} />;
}
