import type { ResourceDef } from '@kramar/contract';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { changedFields, type FormValues } from './form-values.ts';

/**
 * "Unsaved changes" compares what the form holds with what was loaded or saved last, the way the
 * API would see it: typing a letter and deleting it again, or an editor left with an empty
 * paragraph, is not a change.
 */
export function useDirty(resource: ResourceDef, control: Control<FormValues>, saved: FormValues): boolean {
  const current = useWatch({ control });
  return useMemo(() => changedFields(resource, saved, current).length > 0, [resource, saved, current]);
}
