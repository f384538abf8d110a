import { useSyncExternalStore } from 'react';

/**
 * Toasts load react-toastify on first use, so the login route does not download it. The
 * library queues toasts raised before its container mounts.
 */
let library: Promise<typeof import('react-toastify')> | undefined;
let hostNeeded = false;
const listeners = new Set<() => void>();

function load() {
  if (!hostNeeded) {
    hostNeeded = true;
    for (const listener of listeners) listener();
  }
  library ??= import('react-toastify');
  return library;
}

// The same message twice at once is one toast, not a pile of them.
export function notifyError(message: string): void {
  void load().then(({ toast }) => toast.error(message, { toastId: message }));
}

export function notifySuccess(message: string): void {
  void load().then(({ toast }) => toast.success(message));
}

/** True once something wanted a toast (or the shell asked for the host up front). */
export function useToastHostNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostNeeded,
  );
}

/**
 * Fetches the library ahead of need (a toast must still show once the network is gone), but a
 * few seconds after the page has loaded: the first screen never waits for it.
 */
export function preloadToasts(): void {
  const later = () => window.setTimeout(() => void load(), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
