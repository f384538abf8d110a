import type { RichTextField } from '@kramar/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notify.ts';
import { RichTextPreview } from './rich-text-preview.tsx';
import { useEditorModule, warmEditor } from './use-editor-module.ts';
import { useTypeAhead } from './use-type-ahead.ts';
import { messageOf, type WidgetProps } from './widget-props.ts';

/**
 * A light preview of the text until the editor has loaded (when the pointer nears the text or the
 * user reaches for it); whatever is typed or pasted meanwhile is replayed into the editor.
 */
export function RichTextWidget({ name, control, label, hint, required, disabled }: WidgetProps<RichTextField>) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const [module, load] = useEditorModule();
  const typeAhead = useTypeAhead();
  const error = messageOf(fieldState.error);
  const value = typeof input.value === 'string' ? input.value : '';
  const labelId = `field-${name}-label`;
  const helpId = `field-${name}-help`;
  const describedBy = error || hint ? helpId : undefined;
  const Editor = disabled ? undefined : module?.RichTextEditor;
  const asking = useRef(false);
  const activate = () => {
    typeAhead.start();
    if (asking.current) return;
    asking.current = true;
    // what was typed stays kept: the next reach for the text tries again
    load()
      .catch(() => notifyError(t('errors.network')))
      .finally(() => {
        asking.current = false;
      });
  };
  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.75 }}>
        {label}
        {/* the star is for the eye; the textbox itself says it is required */}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      {Editor ? (
        <Editor
          id={`field-${name}`}
          value={value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          focusRef={input.ref}
          disabled={disabled}
          invalid={Boolean(error)}
          required={required}
          labelledBy={labelId}
          describedBy={describedBy}
          takeTypedAhead={typeAhead.take}
        />
      ) : (
        <RichTextPreview
          id={`field-${name}`}
          html={value}
          invalid={Boolean(error)}
          required={required}
          readOnly={disabled}
          labelledBy={labelId}
          describedBy={describedBy}
          focusRef={input.ref}
          inputRef={typeAhead.capture}
          onActivate={activate}
          onWarmUp={() => void warmEditor().catch(() => undefined)}
        />
      )}
      {error || hint ? (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? hint}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
