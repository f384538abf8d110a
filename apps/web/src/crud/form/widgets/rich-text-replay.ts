import type { Editor } from '@tiptap/react';
import type { Handoff } from './use-type-ahead.ts';

/** The caret goes to the end of the text, then what was typed before the editor loaded happens there, in order. */
export function replayTypedAhead(editor: Editor, { typed, focus }: Handoff): void {
  if (!focus || editor.isDestroyed) return;
  // at once: Tiptap's own focus waits a frame, and a key pressed in that frame would fall on the page
  editor.view.focus();
  editor.commands.focus('end');
  for (const input of typed) {
    if (input.kind === 'text') editor.view.dispatch(editor.state.tr.insertText(input.text));
    // the editor's own key bindings: Enter splits a list item as well as a paragraph
    else if (input.kind === 'key') editor.commands.keyboardShortcut(input.key);
    // the editor's own paste: HTML is cleaned to its schema, a pasted address becomes a link
    else if (input.html) editor.view.pasteHTML(input.html);
    else editor.view.pasteText(input.text);
  }
}
