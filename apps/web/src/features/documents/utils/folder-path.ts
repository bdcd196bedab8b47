// Wire folder paths ('' = the funder's root, 'a/b' below it; packages/domain document-paths.ts) as the
// screen walks them: breadcrumb crumbs, a child's path, the folder a file moves to.

export interface Crumb {
  name: string;
  path: string;
}

export function joinFolderPath(parent: string, child: string): string {
  const tail = child.replace(/^\/+|\/+$/g, '');
  if (tail === '') return parent;
  return parent === '' ? tail : `${parent}/${tail}`;
}

/** The folders from the root's first child down to `path` ('a/b' → a, a/b); the root itself is not a crumb. */
export function breadcrumbOf(path: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }));
}

/** The folder above `path` ('a/b' → 'a', 'a' → ''); null for the root. */
export function parentOf(path: string): string | null {
  if (path === '') return null;
  const index = path.lastIndexOf('/');
  return index < 0 ? '' : path.slice(0, index);
}

/** Whether `path` is `folder` or lies below it (wire paths). */
export function isAtOrBelow(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** Where `path` is once `from` has moved to `to`; unchanged when it is not at or below `from`. */
export function movedPath(path: string, from: string, to: string): string {
  return isAtOrBelow(path, from) ? `${to}${path.slice(from.length)}` : path;
}
