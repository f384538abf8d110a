import type { ResourceDef } from '@kramar/contract';
import { type RefObject, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { changedFields, type FormValues } from './form-values.ts';

interface RecordRefresh {
  resource: ResourceDef;
  form: UseFormReturn<FormValues, unknown, FormValues>;
  /** The record's values as the server has them now. */
  initial: FormValues;
  version: string | undefined;
  savedRef: RefObject<FormValues>;
  versionRef: RefObject<string | undefined>;
  setSaved(values: FormValues): void;
}

/**
 * The record changed on the server beside the form (an action: a review published, values
 * merged). Fields the person has not touched take the new values, so a later save never writes
 * back what the action has just changed; what they typed stays. Only when they edited a field
 * that changed meanwhile are the versions left apart, for the server's version check to refuse.
 */
export function useRecordRefresh({ resource, form, initial, version, savedRef, versionRef, setSaved }: RecordRefresh) {
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    const edited = changedFields(resource, savedRef.current, form.getValues());
    const theirs = changedFields(resource, savedRef.current, initial);
    if (theirs.some((name) => edited.includes(name))) return;
    if (edited.length === 0) form.reset(initial);
    else for (const name of theirs) form.setValue(name, initial[name]);
    savedRef.current = initial;
    versionRef.current = version;
    setSaved(initial);
  }, [initial, version, resource, form, savedRef, versionRef, setSaved]);
}
