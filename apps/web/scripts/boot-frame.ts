import type { Plugin } from 'vite';
import { headerPathPattern } from '../src/routes/header-paths.ts';

/**
 * The static app frame of index.html (`.boot-frame`: the header bar with the logo, as the shell draws it) is
 * shown only on a signed-in visit (the app's `signedIn` marker, lib/session-marker.ts) of a page with the
 * header; elsewhere (login, a signed-out visit) it would flash a header that the page does not have. A classic
 * script in <head> decides before the first paint. The policy allows no inline script (security-headers.ts),
 * so the build emits it as a small hashed file.
 */
function frameScript(): string {
  return `try{if(localStorage.getItem('signedIn')==='1'&&/${headerPathPattern().replaceAll('/', '\\/')}/.test(location.pathname))document.documentElement.setAttribute('data-boot-frame','')}catch(e){}\n`;
}

export function bootFrame(): Plugin {
  let building = false;
  return {
    name: 'grantflow-boot-frame',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'asset', name: 'boot-frame.js', source: frameScript() });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const emitted = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes('boot-frame.js'),
        );
        // The dev server sets no content security policy: the script goes inline there.
        const script = emitted
          ? { tag: 'script', attrs: { src: `/${emitted.fileName}` }, injectTo: 'head-prepend' as const }
          : { tag: 'script', children: frameScript(), injectTo: 'head-prepend' as const };
        return { html, tags: [script] };
      },
    },
  };
}
