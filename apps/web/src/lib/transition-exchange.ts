import { startTransition } from 'react';
import type { Exchange } from 'urql';
import { make, onEnd, pipe, subscribe } from 'wonka';

/**
 * Hands every GraphQL result to React inside `startTransition` (issue 9, Lighthouse's blocking time): urql's
 * hooks set their state when a result arrives, and an ordinary update renders the whole screen that depends
 * on it in one task (the grant list's table, the dashboard's cards: 100–130 ms of main thread on a laptop,
 * ×4 on the phone Lighthouse models), during which a tap or a key waits. As a transition React renders it in
 * slices and answers input in between; what is on screen stays until the new screen is ready.
 *
 * Outermost in the exchange list, so the client's own dispatch and every hook it reaches run in the scope.
 * Code awaiting a result (`await executeMutation(…)`) resumes in a later microtask, outside it.
 */
export const transitionExchange: Exchange =
  ({ forward }) =>
  (operations$) => {
    const results$ = forward(operations$);
    return make(
      (observer) =>
        pipe(
          results$,
          onEnd(() => observer.complete()),
          subscribe((result) => startTransition(() => observer.next(result))),
        ).unsubscribe,
    );
  };
