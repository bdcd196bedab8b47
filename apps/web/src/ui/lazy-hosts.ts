import { useSyncExternalStore } from 'react';

// The toast container and the confirm-modal host (app.tsx) mount when something first needs them, not with
// the first screen: @mantine/notifications, @mantine/modals and Modal stay off the way to the first paint.

type Host = 'notifications' | 'modals';

const requested = new Set<Host>();
const listeners = new Set<() => void>();

/** Asks app.tsx to mount a host (once). */
export function requestHost(host: Host): void {
  if (requested.has(host)) return;
  requested.add(host);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a host has been asked for; app.tsx mounts it from then on. */
export function useHostRequested(host: Host): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested.has(host),
    () => false,
  );
}

let markModalsHostMounted = () => {};
const modalsHostMounted = new Promise<void>((resolve) => {
  markModalsHostMounted = resolve;
});

/**
 * Called once a `ModalsProvider` listens: `modals.*` are window events, lost while none does. The app's host
 * calls it, and so do tests that render their own provider.
 */
export function modalsHostReady(): void {
  markModalsHostMounted();
}

/** Asks for the confirm-modal host and resolves once it listens. */
export function whenModalsHostMounted(): Promise<void> {
  requestHost('modals');
  return modalsHostMounted;
}
