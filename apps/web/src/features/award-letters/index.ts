// The award-letters feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// A small button; the modal behind it is its own chunk.
export { AwardLetterAction } from './components/award-letter-action.tsx';
