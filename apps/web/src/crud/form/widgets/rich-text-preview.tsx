import Box from '@mui/material/Box';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanRichText, isSafeHref, keptTags } from './rich-text-clean.ts';
import { richTextStyles } from './rich-text-styles.ts';

/**
 * Copies only known formatting tags and safe links out of an inert parsed document: the string was
 * cleaned already (rich-text-clean.ts), this keeps the live page safe should that ever let more by.
 */
function cleanCopy(from: Node, into: Node): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      const tag = child.tagName.toLowerCase();
      if (!keptTags.has(tag)) {
        // an unknown wrapper keeps its text; what could run or load (script, img, iframe) is dropped
        if (!['script', 'style', 'img', 'iframe', 'object', 'embed', 'svg', 'math', 'template'].includes(tag))
          cleanCopy(child, into);
        continue;
      }
      const copy = document.createElement(tag);
      const href = child.getAttribute('href');
      if (tag === 'a' && href && isSafeHref(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('rel', 'noopener noreferrer');
        copy.setAttribute('target', '_blank');
      }
      cleanCopy(child, copy);
      into.appendChild(copy);
    }
  }
}

interface RichTextPreviewProps {
  id: string;
  html: string;
  invalid: boolean;
  required: boolean;
  readOnly: boolean;
  labelledBy: string;
  describedBy?: string;
  /** react-hook-form focuses the field through this when it has an error. */
  focusRef?(element: HTMLDivElement | null): void;
  /** Receives the edits made here before the editor has loaded (use-type-ahead.ts). */
  inputRef?(element: HTMLDivElement | null): void;
  /** The user reached for the text (focus, click, a key): the editor should take over. */
  onActivate?(): void;
  /** The pointer is near: fetch the editor before it is needed. */
  onWarmUp?(): void;
}

/**
 * The stored text shown as it reads, until the editor has loaded: Tiptap is heavier than the rest
 * of the form together, so it is not part of the page's own code.
 */
export function RichTextPreview({
  id,
  html,
  invalid,
  required,
  readOnly,
  labelledBy,
  describedBy,
  focusRef,
  inputRef,
  onActivate,
  onWarmUp,
}: RichTextPreviewProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      focusRef?.(element);
      inputRef?.(element);
    },
    [focusRef, inputRef],
  );
  useLayoutEffect(() => {
    const target = content.current;
    if (!target) return;
    // parsed only once cleaned: Chromium reports a stored onerror=… to the CSP even in an inert document
    const parsed = new DOMParser().parseFromString(cleanRichText(html), 'text/html');
    const fragment = document.createDocumentFragment();
    cleanCopy(parsed.body, fragment);
    target.replaceChildren(fragment);
  }, [html]);

  return (
    <Box
      onPointerEnter={onWarmUp}
      sx={[richTextStyles(invalid), { cursor: readOnly ? 'default' : 'text', opacity: readOnly ? 0.7 : 1 }]}
    >
      {readOnly ? null : (
        <Box
          aria-hidden
          sx={{
            height: 41,
            px: 1.5,
            display: 'flex',
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
            typography: 'caption',
            color: 'text.secondary',
          }}
        >
          {t('crudForm.editor.activate')}
        </Box>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: rich text has no native element; the editor it becomes is a textbox too */}
      <div
        id={id}
        ref={ref}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-readonly={readOnly || undefined}
        aria-required={(required && !readOnly) || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="ProseMirror"
        // editable so that any input reaches it while the editor loads; each edit is kept for the editor, not made
        contentEditable={!readOnly}
        suppressContentEditableWarning
        onFocus={readOnly ? undefined : onActivate}
        onClick={readOnly ? undefined : onActivate}
        onKeyDown={readOnly ? undefined : onActivate}
      >
        <div ref={content} />
      </div>
    </Box>
  );
}
