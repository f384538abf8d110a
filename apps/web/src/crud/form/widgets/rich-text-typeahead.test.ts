import { describe, expect, it } from 'vitest';
import { pushTyped, type TypedAhead, typedInput } from './rich-text-typeahead.ts';

/** A run of `beforeinput` intents as the preview receives them. */
const typeInputs = (inputs: [inputType: string, data?: string][]) =>
  inputs.reduce<TypedAhead[]>((buffer, [inputType, data]) => {
    const typed = typedInput({ inputType, data: data ?? null });
    return typed ? pushTyped(buffer, typed) : buffer;
  }, []);
const typeText = (text: string) => typeInputs(Array.from(text, (c) => ['insertText', c]));

describe('input made in a rich-text field before its editor loads', () => {
  it('keeps every character, the first ones included', () => {
    expect(typeText('Текст новини…')).toEqual([{ kind: 'text', text: 'Текст новини…' }]);
  });

  it('keeps what a phone keyboard or autocorrect inserts as a whole word', () => {
    expect(
      typeInputs([
        ['insertText', 'При'],
        ['insertReplacementText', 'Привіт'],
      ]),
    ).toEqual([{ kind: 'text', text: 'ПриПривіт' }]);
  });

  it('replays no formatting, undo or drop: the editor has its own', () => {
    for (const inputType of ['formatBold', 'historyUndo', 'insertFromDrop', 'deleteByCut', 'insertText']) {
      expect(typedInput({ inputType, data: null })).toBeNull();
    }
  });

  it('hands a new paragraph and a line break to the editor as keys, between the texts', () => {
    expect(
      typeInputs([
        ['insertText', 'a'],
        ['insertParagraph'],
        ['insertText', 'b'],
        ['insertLineBreak'],
        ['insertText', 'c'],
      ]),
    ).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'key', key: 'Enter' },
      { kind: 'text', text: 'b' },
      { kind: 'key', key: 'Shift-Enter' },
      { kind: 'text', text: 'c' },
    ]);
  });

  it('lets Backspace erase what was typed ahead first, then the text that was there', () => {
    const back = ['deleteContentBackward'] as [string];
    expect(typeInputs([['insertText', 'а'], ['insertText', '😀'], back, ['insertText', 'в']])).toEqual([
      { kind: 'text', text: 'ав' },
    ]);
    expect(typeInputs([['insertText', 'а'], ['insertParagraph'], back])).toEqual([{ kind: 'text', text: 'а' }]);
    expect(typeInputs([['insertText', 'а'], back, back])).toEqual([{ kind: 'key', key: 'Backspace' }]);
  });

  it('keeps a paste in its place, and a Backspace after it for the editor', () => {
    const paste: TypedAhead = { kind: 'paste', text: 'вставлено', html: '<b>вставлено</b>' };
    expect(pushTyped(pushTyped(typeText('до '), paste), { kind: 'key', key: 'Backspace' })).toEqual([
      { kind: 'text', text: 'до ' },
      paste,
      { kind: 'key', key: 'Backspace' },
    ]);
  });
});
