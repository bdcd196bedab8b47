import { wireFolderPath } from '@grantflow/domain/documents/document-paths';

// The names line every passage of a file is searched with: its funder, its path and its title. Built in
// one place for indexing and for renames, so both write the same thing.

export function fileContext(file: {
  funderName: string | null;
  folderPath: string;
  name: string;
  title: string | null;
}): string {
  const folder = wireFolderPath(file.folderPath);
  const path = folder ? `${folder}/${file.name}` : file.name;
  return [file.funderName, path, file.title && file.title !== file.name ? file.title : null]
    .filter((part): part is string => Boolean(part))
    .join(' › ');
}

/** A file's title when its content has none: the name without its extension. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[a-z0-9]{1,5}$/i, '');
}
