/**
 * What the user typed or pasted into a rich-text field before its editor had loaded: replayed at
 * the end of the text once the editor is there, so no keystroke is lost to the lazy loading.
 */
export type TypedAhead =
  | { kind: 'text'; text: string }
  /** A key the editor itself should handle (a new paragraph, a line break, an erase). */
  | { kind: 'key'; key: 'Enter' | 'Shift-Enter' | 'Backspace' }
  | { kind: 'paste'; text: string; html: string };

/** The part of a `beforeinput` event that says what the user meant. */
export interface InputLike {
  inputType: string;
  data: string | null;
}

/**
 * The input an editing intent stands for — from a keyboard, a phone's keyboard, dictation or
 * autocorrect alike — or null for those not replayed (formatting, undo, drop).
 */
export function typedInput({ inputType, data }: InputLike): TypedAhead | null {
  switch (inputType) {
    case 'insertText':
    case 'insertReplacementText':
      return data ? { kind: 'text', text: data } : null;
    case 'insertParagraph':
      return { kind: 'key', key: 'Enter' };
    case 'insertLineBreak':
      return { kind: 'key', key: 'Shift-Enter' };
    case 'deleteContentBackward':
      return { kind: 'key', key: 'Backspace' };
    default:
      return null;
  }
}

/** Appends one input; text joins the text before it, and Backspace erases what was typed ahead first. */
export function pushTyped(buffer: readonly TypedAhead[], next: TypedAhead): TypedAhead[] {
  const last = buffer.at(-1);
  const rest = buffer.slice(0, -1);
  if (next.kind === 'text' && last?.kind === 'text') return [...rest, { kind: 'text', text: last.text + next.text }];
  if (next.kind === 'key' && next.key === 'Backspace' && last) {
    if (last.kind === 'key' && last.key !== 'Backspace') return rest;
    if (last.kind === 'text') {
      const chars = Array.from(last.text).slice(0, -1);
      return chars.length ? [...rest, { kind: 'text', text: chars.join('') }] : rest;
    }
  }
  return [...buffer, next];
}
