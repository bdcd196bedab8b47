// The header's lazily loaded parts: the tools (help and user menus, organisation picker) and the navigation's
// "More" menu bring Menu, Popover, Combobox and floating-ui. On a phone neither shows until the drawer opens
// (or never), so their chunks stay off the way to the first screen; on a wider window app-frame.tsx fetches
// them beside the shell and main.tsx waits for them, so the header shows complete from its first paint.

type HeaderToolsModule = typeof import('./header-tools.tsx');
type NavMoreMenuModule = typeof import('./nav-more-menu.tsx');

let tools: Promise<HeaderToolsModule> | undefined;
let toolsLoaded: HeaderToolsModule | undefined;
export function loadHeaderTools(): Promise<HeaderToolsModule> {
  tools ??= import('./header-tools.tsx').then((module) => (toolsLoaded = module));
  return tools;
}
/** The tools' module once it has arrived: rendered then without suspending. */
export const loadedHeaderTools = (): HeaderToolsModule | undefined => toolsLoaded;

let moreMenu: Promise<NavMoreMenuModule> | undefined;
let moreMenuLoaded: NavMoreMenuModule | undefined;
export function loadNavMoreMenu(): Promise<NavMoreMenuModule> {
  moreMenu ??= import('./nav-more-menu.tsx').then((module) => (moreMenuLoaded = module));
  return moreMenu;
}
/** The "More" menu's module once it has arrived. */
export const loadedNavMoreMenu = (): NavMoreMenuModule | undefined => moreMenuLoaded;
