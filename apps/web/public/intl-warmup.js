// Chromium loads its ICU data on a page's first Intl formatter: 20–100 ms on a desktop, four times
// that on a phone. Loaded async from index.html, this pays it while the main bundle is still downloading,
// instead of inside the first render, which formats the dashboard's dates and amounts.
try {
  new Intl.DateTimeFormat(undefined, { timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0);
} catch {
  // An engine without Intl gets the same error later, where the app formats.
}
