import type { ResourceDef } from '@kramar/contract';
import { useCallback, useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { getCurrentUser } from '../../api/session.ts';
import { changedFields, type FormValues } from './form-values.ts';

/**
 * A form's unsaved changes outlive an expired session and a reload (issue 12): kept per user and
 * route in sessionStorage (this tab only, gone with it), or in memory where storage is refused.
 * Only the changed fields are kept, so a draft of an edit lands on the record as it is now.
 */
const prefix = 'kramar.draft:';
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, text: string | null): void {
  if (text === null) memory.delete(key);
  else memory.set(key, text);
  try {
    if (text === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // storage full or refused: the copy in memory still covers this tab's life
  }
}

// a file picked for upload cannot be stored; its field falls back to what was saved
const withoutFiles = (_key: string, value: unknown) => (value instanceof Blob ? undefined : value);

function restore(key: string | undefined, saved: FormValues): FormValues | undefined {
  const text = key ? read(key) : null;
  if (!text) return undefined;
  try {
    const changes: unknown = JSON.parse(text);
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return undefined;
    return { ...saved, ...(changes as FormValues) };
  } catch {
    return undefined;
  }
}

function useDraftKey(): string | undefined {
  const { pathname } = useLocation();
  const [key] = useState(() => {
    const user = getCurrentUser();
    return user ? `${prefix}${user.id}:${pathname}` : undefined;
  });
  return key;
}

/** The draft kept for this user and route laid over `saved`, read once as the form opens. */
export function useDraftValues(saved: FormValues): FormValues {
  const key = useDraftKey();
  const [values] = useState(() => restore(key, saved) ?? saved);
  return values;
}

/**
 * Keeps the form's changes as they are typed. `discard` drops them (a successful save); leaving
 * the page on purpose does too, but a sign-out keeps them for when the same user is back.
 */
export function useFormDraft(resource: ResourceDef, control: Control<FormValues>, saved: FormValues) {
  const key = useDraftKey();
  const current = useWatch({ control });

  useEffect(() => {
    if (!key) return;
    const changed = changedFields(resource, saved, current);
    if (changed.length === 0) return write(key, null);
    const changes = Object.fromEntries(changed.map((name) => [name, current[name]]));
    write(key, JSON.stringify(changes, withoutFiles));
  }, [key, resource, saved, current]);

  useEffect(
    () => () => {
      if (key && getCurrentUser()) write(key, null);
    },
    [key],
  );

  const discard = useCallback(() => {
    if (key) write(key, null);
  }, [key]);
  return { discard };
}
