import { type RefObject, useEffect } from 'react';

/** Ctrl+S / ⌘S submits the form instead of saving the web page. */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // `code` too: on a Ukrainian layout the S key types a Cyrillic letter
      const isS = event.code === 'KeyS' || event.key.toLowerCase() === 's';
      if ((event.ctrlKey || event.metaKey) && !event.altKey && isS) {
        event.preventDefault();
        if (!event.repeat) form.current?.requestSubmit();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [form, enabled]);
}
