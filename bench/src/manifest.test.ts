import { describe, expect, it } from 'vitest';
import { classicScripts, routeJavaScript, type ViteManifest } from './manifest.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_mantine-c.js'],
    dynamicImports: ['src/login-page.tsx', 'src/dashboard-page.tsx'],
    css: ['assets/index.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_mantine-c.js': { file: 'assets/mantine-c.js', imports: ['_react-b.js'] },
  '_form-d.js': { file: 'assets/form-d.js', imports: ['_mantine-c.js'] },
  '_charts-e.js': { file: 'assets/charts-e.js' },
  'src/login-page.tsx': { file: 'assets/login-page-f.js', isDynamicEntry: true, imports: ['_form-d.js'] },
  'src/dashboard-page.tsx': {
    file: 'assets/dashboard-page-g.js',
    isDynamicEntry: true,
    imports: ['_charts-e.js'],
  },
};

describe('routeJavaScript', () => {
  it('is the entry and the route chunk with their static imports, not other routes or their chunks', () => {
    expect(routeJavaScript(manifest, 'src/login-page.tsx')).toEqual([
      'assets/form-d.js',
      'assets/index-a.js',
      'assets/login-page-f.js',
      'assets/mantine-c.js',
      'assets/react-b.js',
    ]);
  });

  it('follows import cycles once', () => {
    const cyclic: ViteManifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_b'] },
      _b: { file: 'b.js', imports: ['index.html'] },
      route: { file: 'r.js', imports: ['_b'] },
    };
    expect(routeJavaScript(cyclic, 'route')).toEqual(['a.js', 'b.js', 'r.js']);
  });

  it('adds the chunks every first visit fetches (the catalogue) when the build has them', () => {
    const withCatalogue: ViteManifest = {
      ...manifest,
      'src/en.ts': { file: 'assets/en-h.js', isDynamicEntry: true, imports: ['_codes-i.js'] },
      '_codes-i.js': { file: 'assets/codes-i.js' },
    };
    const files = routeJavaScript(withCatalogue, 'src/login-page.tsx', ['src/en.ts', 'src/absent.ts']);
    expect(files).toContain('assets/en-h.js');
    expect(files).toContain('assets/codes-i.js');
    expect(files).not.toContain('assets/charts-e.js');
  });

  it('names a route the manifest lacks', () => {
    expect(() => routeJavaScript(manifest, 'src/missing.tsx')).toThrow('src/missing.tsx');
  });
});

describe('classicScripts', () => {
  it('names the classic scripts of the page, not its module entry', () => {
    const html = [
      '<head>',
      '<script async src="/intl-warmup.js"></script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      "<script defer src='/legacy/extra.js'></script>",
      '<script>inline()</script>',
      '</head>',
    ].join('\n');
    expect(classicScripts(html)).toEqual(['intl-warmup.js', 'legacy/extra.js']);
  });

  it('is empty for a page with only its module entry', () => {
    expect(classicScripts('<script type="module" src="/assets/index-abc.js"></script>')).toEqual([]);
  });
});
