import { ROUTES } from './route-table.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regular expression source for the paths of the pages with the app's header (`$param` is any one
 * segment): index.html's static frame shows only there (scripts/boot-frame.ts).
 */
export function headerPathPattern(): string {
  const paths = Object.values(ROUTES)
    .filter((route) => route.showHeader)
    .map((route) =>
      route.path
        .split('/')
        .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)))
        .join('/'),
    );
  return `^(?:${paths.join('|')})/?$`;
}
