import { useSyncExternalStore } from 'react';

export type ProfileTab = 'general' | 'password' | 'twoFactor' | 'sessions';

/** Which tab of the profile is asked for; undefined while it is closed. A store, not a route (SPEC §2 has none). */
let asked: ProfileTab | undefined;
const listeners = new Set<() => void>();

function publish(next: ProfileTab | undefined): void {
  asked = next;
  for (const listener of listeners) listener();
}

export const openProfile = (tab: ProfileTab = 'general'): void => publish(tab);
export const closeProfile = (): void => publish(undefined);

export const useProfileRequest = (): ProfileTab | undefined =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
  );
