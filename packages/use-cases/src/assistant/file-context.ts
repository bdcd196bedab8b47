import { wireFolderPath } from '@grantflow/domain/documents/document-paths';

// The names line every passage of a file is searched with: its funder, its folders, its name and its
// title. Built in one place for indexing and for renames, so both write the same thing. Written for the
// text search parser, which reads 'Reports/Budget.md' as one path token: separators become spaces.

const searchable = (name: string) =>
  name
    .replace(/[._/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function fileContext(file: {
  funderName: string | null;
  folderPath: string;
  name: string;
  title: string | null;
}): string {
  const folders = wireFolderPath(file.folderPath).split('/').filter(Boolean).map(searchable);
  const name = searchable(titleFromFileName(file.name));
  const title = file.title && searchable(file.title) !== name ? file.title : null;
  return [file.funderName, ...folders, name, title]
    .filter((part): part is string => Boolean(part))
    .join(' › ');
}

/** A file's title when its content has none: the name without its extension. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[a-z0-9]{1,5}$/i, '');
}
