import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Whether the browser sizes a textarea to its text by itself (CSS `field-sizing`). */
const sizedByCss = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** Lines of a textarea that grows with its text: at least `min`, at most `max` (then it scrolls). */
export interface Lines {
  min: number;
  max?: number;
}

type TextBoxProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows'> & { lines?: Lines };

/**
 * MUI's TextField, with `lines` for a textarea that grows with its text. MUI's own autosize
 * measures a hidden copy of each textarea as it mounts and on every change, making the browser lay
 * the page out there and then: on a phone's CPU, three of them took 140 ms of a form's first
 * render. Where CSS can size a textarea, a plain one is sized by the browser in its own layout;
 * elsewhere (Firefox for now) MUI's autosize stays.
 */
export function TextBox({ lines, slotProps, sx, type, ...props }: TextBoxProps) {
  if (!lines) return <TextField {...props} type={type} slotProps={slotProps} sx={sx} />;
  if (!sizedByCss) {
    return <TextField {...props} multiline minRows={lines.min} maxRows={lines.max} slotProps={slotProps} sx={sx} />;
  }
  const input = typeof slotProps?.input === 'function' ? undefined : slotProps?.input;
  const grow = {
    '& textarea': {
      fieldSizing: 'content',
      minHeight: `${lines.min}lh`,
      maxHeight: lines.max ? `${lines.max}lh` : 'none',
    },
  };
  return (
    <TextField
      {...props}
      multiline
      rows={lines.min}
      sx={[grow, ...(Array.isArray(sx) ? sx : [sx])]}
      // a plain textarea: given `multiline`, MUI measures one even with a fixed number of rows
      slotProps={{ ...slotProps, input: { ...input, inputComponent: 'textarea' } }}
    />
  );
}
