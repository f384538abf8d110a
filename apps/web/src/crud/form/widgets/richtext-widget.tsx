import type { RichTextField } from '@kramar/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import { RichTextPreview } from './rich-text-preview.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

// Tiptap and ProseMirror weigh more than the rest of the form: they load when the text is reached for.
const loadEditor = () => import('./rich-text-editor.tsx');
const RichTextEditor = lazy(() => loadEditor().then((m) => ({ default: m.RichTextEditor })));

export function RichTextWidget({ name, control, label, hint, required, disabled }: WidgetProps<RichTextField>) {
  const { field: input, fieldState } = useController({ name, control });
  const [active, setActive] = useState(false);
  const error = messageOf(fieldState.error);
  const value = typeof input.value === 'string' ? input.value : '';
  const labelId = `field-${name}-label`;
  const helpId = `field-${name}-help`;
  const preview = (
    <RichTextPreview
      id={`field-${name}`}
      html={value}
      invalid={Boolean(error)}
      readOnly={disabled}
      labelledBy={labelId}
      describedBy={error || hint ? helpId : undefined}
      focusRef={active ? undefined : input.ref}
      onActivate={() => setActive(true)}
      onWarmUp={() => void loadEditor()}
    />
  );
  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.75 }}>
        {label}
        {required ? ' *' : null}
      </Typography>
      {active && !disabled ? (
        <Suspense fallback={preview}>
          <RichTextEditor
            id={`field-${name}`}
            value={value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            focusRef={input.ref}
            disabled={disabled}
            invalid={Boolean(error)}
            labelledBy={labelId}
            describedBy={error || hint ? helpId : undefined}
            autoFocus
          />
        </Suspense>
      ) : (
        preview
      )}
      {error || hint ? (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {error ?? hint}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
