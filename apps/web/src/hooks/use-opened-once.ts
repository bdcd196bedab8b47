import { useState } from 'react';

/**
 * True from the first time `opened` is true on. A lazily loaded modal is mounted (and its chunk fetched)
 * when first opened and then stays mounted, as an eagerly loaded one would: its exit transition plays and
 * work it scheduled on close (the board report's print) is not cancelled by an unmount.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [seen, setSeen] = useState(opened);
  if (opened && !seen) setSeen(true);
  return seen || opened;
}
