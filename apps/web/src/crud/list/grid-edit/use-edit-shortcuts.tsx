import { useEffect } from 'react';
import type { EditState } from './edit-state.ts';

/**
 * Ctrl+S saves and Ctrl+Z undoes wherever the focus is on the page (an input keeps its own undo
 * of what is typed in it), and unsaved cells are not lost to a reload or a closed tab without the
 * browser asking.
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

  useEffect(() => {
    if (state.changes.size === 0) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [state.changes.size]);
}
