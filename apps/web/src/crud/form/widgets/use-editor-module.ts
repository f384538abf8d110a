import { useCallback, useState } from 'react';

type EditorModule = typeof import('./rich-text-editor.tsx');

// Tiptap and ProseMirror weigh ~130 kB gzipped, more than the rest of the form: fetched in the
// page's idle time they would push a form route past its 400 kB budget, so only on the user's
// intent (the pointer nears the text, the text gets focus)
let loaded: EditorModule | undefined;
let loading: Promise<EditorModule> | undefined;

function loadEditor(): Promise<EditorModule> {
  loading ??= import('./rich-text-editor.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // a later reach for the text tries again
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rich-text editor's module once it is there, and how to ask for it (rejects if it cannot come). */
export function useEditorModule(): [EditorModule | undefined, () => Promise<unknown>] {
  const [module, setModule] = useState(loaded);
  const load = useCallback(() => loadEditor().then(setModule), []);
  return [module, load];
}

/**
 * Fetches the module ahead of a reach for the text (the pointer nears it) without swapping the
 * preview for the editor: a swap under a pointer about to press would take the press from the
 * preview, and the keys typed after it would go nowhere (seen on a form's second rich text,
 * whose module was already there). The press itself brings the editor, with what was typed.
 */
export const warmEditor = (): Promise<unknown> => loadEditor();
