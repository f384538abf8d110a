import Box from '@mui/material/Box';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cleanRichText } from './rich-text-clean.ts';
import { replayTypedAhead } from './rich-text-replay.ts';
import { richTextStyles } from './rich-text-styles.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import type { Handoff } from './use-type-ahead.ts';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** react-hook-form focuses the editor through this when the field has an error. */
  focusRef(target: { focus(): void } | null): void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  labelledBy: string;
  describedBy?: string;
  /** What the user typed into the preview before the editor was there, and whether to take the caret. */
  takeTypedAhead?(): Handoff | null;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
    },
  }),
];

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** Tiptap with the toolbar a shop's content needs: emphasis, headings, lists, links, undo. */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    focusRef,
    disabled,
    invalid,
    required,
    labelledBy,
    describedBy,
    takeTypedAhead,
  } = props;
  // Tiptap spells stored HTML its own way (<li><p>…</p></li>); while the document still reads as
  // the value it was given, that value is what the form keeps, so opening a record is not a change
  const synced = useRef<{ value: string; html: string } | null>(null);
  // Tiptap parses its content with DOMParser: cleaned first, so a stored onerror=… never reaches a parser
  const [content] = useState(() => cleanRichText(value));
  const editor = useEditor({
    extensions,
    content,
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      onChange(synced.current && html === synced.current.html ? synced.current.value : html);
    },
    onBlur: () => onBlur(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });

  // the baseline must exist before the typed-ahead replay below, whose own update would otherwise
  // report Tiptap's respelling of the stored HTML (<b> → <strong>) as the user's change
  if (synced.current === null && !editor.isDestroyed) synced.current = { value, html: htmlOf(editor) };

  // in the same commit that removed the preview, so no key falls between the two
  useLayoutEffect(() => {
    const handoff = takeTypedAhead?.();
    if (handoff) replayTypedAhead(editor, handoff);
  }, [editor, takeTypedAhead]);

  // React may re-run effects against an instance it has already torn down (strict mode)
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // a reset of the form (after saving) replaces the content; the user's own typing does not loop back
  useEffect(() => {
    if (editor.isDestroyed) return;
    const html = htmlOf(editor);
    if (synced.current === null) {
      synced.current = { value, html };
      return;
    }
    if (value === html || (value === synced.current.value && html === synced.current.html)) return;
    editor.commands.setContent(cleanRichText(value), { emitUpdate: false });
    synced.current = { value, html: htmlOf(editor) };
  }, [editor, value]);

  useEffect(() => {
    focusRef({ focus: () => editor.commands.focus() });
    return () => focusRef(null);
  }, [editor, focusRef]);

  return (
    <Box sx={[richTextStyles(invalid), { opacity: disabled ? 0.7 : 1 }]}>
      {disabled ? null : <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
