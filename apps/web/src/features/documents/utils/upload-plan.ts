import { joinFolderPath } from './folder-path.ts';

// docs/product.md, Validation: a folder upload keeps each file's path relative to the picked folder, under the folder the user is
// in; one upload per file. A plain file pick lands in the current folder.

/** What a picked file tells us: the browser's File has these (webkitRelativePath is '' outside a folder pick). */
export interface PickedFile {
  readonly name: string;
  readonly webkitRelativePath?: string;
}

export interface PlannedUpload<F extends PickedFile> {
  readonly file: F;
  /** The wire folder it is uploaded into. */
  readonly folder: string;
  /** How the progress list names it: its path relative to the current folder. */
  readonly label: string;
}

/** The folder part of a relative path ('Reports/2024/a.pdf' → 'Reports/2024'), '' without one. */
export function relativeFolderOf(relativePath: string): string {
  const segments = relativePath.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.');
  return segments.slice(0, -1).join('/');
}

export function planUploads<F extends PickedFile>(
  files: Iterable<F>,
  currentFolder: string,
): PlannedUpload<F>[] {
  return Array.from(files, (file) => {
    const relativeFolder = relativeFolderOf(file.webkitRelativePath ?? '');
    return {
      file,
      folder: joinFolderPath(currentFolder, relativeFolder),
      label: joinFolderPath(relativeFolder, file.name),
    };
  });
}
