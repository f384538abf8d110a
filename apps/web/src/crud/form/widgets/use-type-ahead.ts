import { useCallback, useRef } from 'react';
import { pushTyped, type TypedAhead, typedInput } from './rich-text-typeahead.ts';

export interface Handoff {
  typed: TypedAhead[];
  /** The user reached for the text and has not gone elsewhere since: the editor takes the caret. */
  focus: boolean;
}

/**
 * Keeps what is typed or pasted into a rich-text preview from the moment the user reaches for it
 * until the editor takes over. The preview is editable only so that every kind of input reaches
 * it (keys, a phone's keyboard, paste); each edit is cancelled and kept, so the text stays as stored.
 */
export function useTypeAhead() {
  const state = useRef<{ buffer: TypedAhead[]; reached: boolean; detach?: () => void }>({
    buffer: [],
    reached: false,
  });

  /** The user reached for the text (focus, click, a key). */
  const start = useCallback(() => {
    state.current.reached = true;
  }, []);

  /** A ref for the preview's editable element. */
  const capture = useCallback((element: HTMLElement | null) => {
    const s = state.current;
    s.detach?.();
    s.detach = undefined;
    if (!element) return;
    const keep = (typed: TypedAhead) => {
      s.reached = true;
      s.buffer = pushTyped(s.buffer, typed);
    };
    const onBeforeInput = (event: InputEvent) => {
      event.preventDefault();
      const typed = typedInput(event);
      if (typed) keep(typed);
    };
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const html = event.clipboardData?.getData('text/html') ?? '';
      if (text || html) keep({ kind: 'paste', text, html });
    };
    // an input method's composition cannot be cancelled, only kept once it ends
    const onCompositionEnd = (event: CompositionEvent) => {
      if (event.data) keep({ kind: 'text', text: event.data });
    };
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('paste', onPaste);
    element.addEventListener('compositionend', onCompositionEnd);
    element.addEventListener('drop', cancel);
    element.addEventListener('cut', cancel);
    s.detach = () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('paste', onPaste);
      element.removeEventListener('compositionend', onCompositionEnd);
      element.removeEventListener('drop', cancel);
      element.removeEventListener('cut', cancel);
    };
  }, []);

  /** The editor is in the page: what was kept, and whether it takes the caret; null if nobody reached for it. */
  const take = useCallback((): Handoff | null => {
    const s = state.current;
    if (!s.reached) return null;
    const typed = s.buffer;
    s.buffer = [];
    s.reached = false;
    const active = document.activeElement;
    return { typed, focus: typed.length > 0 || active === null || active === document.body };
  }, []);

  /** The editor could not load: nothing is pending any more. */
  const cancel = useCallback(() => {
    state.current.buffer = [];
    state.current.reached = false;
  }, []);

  return { start, capture, take, cancel };
}
