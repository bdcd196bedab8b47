// Node tests need nothing; jsdom tests get the browser stubs.
if (typeof window !== 'undefined') await import('./setup-dom.ts');

export {};
