import { useEffect } from 'react';
import { useUnsavedGuard } from '../../form/use-unsaved-guard.tsx';
import type { EditState } from './edit-state.ts';

/**
 * Ctrl+S saves and Ctrl+Z undoes wherever the focus is on the page (an input keeps its own undo
 * of what is typed in it).
 */
export function useEditShortcuts(state: EditState, actions: { save(): void; undo(): void }): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        actions.save();
      } else if (key === 'z' && !event.shiftKey) {
        const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
        if (typing || state.history.length === 0) return;
        event.preventDefault();
        actions.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, state]);
}

const stay = { current: false };
const always = () => true;

/**
 * Mounted while cells wait to be saved: leaving the list (another screen, a reload, a closed tab)
 * asks first, as a form with unsaved changes does. Mounted only then, so it never competes with
 * the blocker of a form opened beside the list.
 */
export function LeaveGuard() {
  return useUnsavedGuard(always, stay);
}
