import { useCallback, useEffect, useState } from 'react';

function read<T>(key: string, parse: (raw: string) => T | undefined, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (parse(raw) ?? fallback);
  } catch {
    return fallback;
  }
}

/** State mirrored into localStorage under `key`; storage failures only lose the memory. */
export function usePersistedState<T>(
  key: string,
  fallback: T,
  parse: (raw: string) => T | undefined,
  serialize: (value: T) => string,
): [T, (update: (previous: T) => T) => void] {
  const [value, setValue] = useState(() => read(key, parse, fallback));
  useEffect(() => {
    try {
      localStorage.setItem(key, serialize(value));
    } catch {
      // Storage full or blocked: the state still works for this page.
    }
  }, [key, value, serialize]);
  const update = useCallback((fn: (previous: T) => T) => setValue(fn), []);
  return [value, update];
}

const parseBoolean = (raw: string): boolean | undefined =>
  raw === 'true' ? true : raw === 'false' ? false : undefined;

/** SPEC §2: the sidebar's open state is kept under `drawer` ("true" / "false"), open by default. */
export function useDrawerOpen(key: string): [boolean, () => void] {
  const [open, setOpen] = usePersistedState(key, true, parseBoolean, String);
  const toggle = useCallback(() => setOpen((previous) => !previous), [setOpen]);
  return [open, toggle];
}
