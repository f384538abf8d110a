import type { ChildField, ResourceDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextBox } from '../../../components/text-box.tsx';
import { labelKeys } from '../../registry.ts';
import type { FormValues } from '../form-values.ts';
import { ColorSwatch } from './color-swatch.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { messageOf } from './widget-props.ts';

interface ChildCellProps {
  resource: ResourceDef;
  /** The children field's name. */
  field: string;
  /** The sub-field's name and declaration. */
  sub: string;
  def: ChildField;
  index: number;
  control: Control<FormValues>;
  /** The input's accessible name: the column's label and the row's number. */
  label: string;
  disabled: boolean;
}

/** How wide a column's inputs need to be, so the table scrolls inside itself instead of squeezing them. */
export const cellWidth = (def: ChildField): number => {
  switch (def.kind) {
    case 'boolean':
      return 72;
    case 'integer':
    case 'decimal':
    case 'money':
      return 120;
    case 'color':
      return 150;
    case 'date':
    case 'datetime':
    case 'enum':
      return 170;
    case 'reference':
      return 240;
    default:
      return 200;
  }
};

/**
 * One cell of a `children` table: a compact input of the sub-field's kind, named for assistive
 * technology by its column and row, with its error under it. Native date and select inputs keep a
 * long table light (each cell of a hundred rows is its own input).
 */
export function ChildCell({ resource, field, sub, def, index, control, label, disabled }: ChildCellProps) {
  const { t } = useTranslation();
  const path = `${field}.${index}.${sub}`;
  const { field: input, fieldState } = useController({ name: path, control });
  const error = messageOf(fieldState.error);
  const condition = def.shownWhen;
  const chosen = useWatch({ control, name: `${field}.${index}.${condition?.field ?? sub}`, disabled: !condition });
  const id = `field-${path}`;
  const helpId = `${id}-help`;
  const text = typeof input.value === 'string' ? input.value : '';
  const required = Boolean(def.required);
  const plain = {
    id,
    name: path,
    value: text,
    onChange: (event: { target: { value: string } }) => input.onChange(event.target.value),
    onBlur: input.onBlur,
    inputRef: input.ref,
    disabled,
    required,
    error: Boolean(error),
    helperText: error,
    size: 'small' as const,
    fullWidth: true,
  };
  const named = { 'aria-label': label };

  // not this row's kind of value: nothing to type, and nothing to read out
  if (condition && chosen !== condition.equals && !error) {
    return (
      <Box aria-hidden sx={{ pt: 1, pl: 1.5, color: 'text.disabled' }}>
        —
      </Box>
    );
  }

  switch (def.kind) {
    case 'boolean':
      return (
        <Box>
          <Checkbox
            id={id}
            name={path}
            checked={input.value === true}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
            disabled={disabled}
            slotProps={{
              input: {
                ref: input.ref,
                ...named,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? helpId : undefined,
              },
            }}
          />
          {error ? (
            <FormHelperText id={helpId} error>
              {error}
            </FormHelperText>
          ) : null}
        </Box>
      );
    case 'reference':
      return (
        <ReferencePicker
          id={id}
          name={path}
          target={def.resource}
          value={typeof input.value === 'number' ? input.value : null}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          label={label}
          compact
          required={required}
          disabled={disabled}
          error={error}
          helper={error}
        />
      );
    case 'enum':
      return (
        <TextField {...plain} select slotProps={{ select: { native: true }, htmlInput: named }}>
          {required ? null : <option value="">{t('crudForm.notSelected')}</option>}
          {def.options.map((option) => (
            <option key={option} value={option}>
              {t(labelKeys.option(resource, `${field}.${sub}`, option), { defaultValue: option })}
            </option>
          ))}
        </TextField>
      );
    case 'date':
    case 'datetime':
      // the value is already `YYYY-MM-DD` or the shop's wall clock `YYYY-MM-DDTHH:mm`, as these inputs take it
      return (
        <TextField
          {...plain}
          type={def.kind === 'date' ? 'date' : 'datetime-local'}
          slotProps={{ htmlInput: named, inputLabel: { shrink: true } }}
        />
      );
    case 'color':
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ColorSwatch label={label} value={text} onChange={input.onChange} disabled={disabled} size={40} />
          <TextField
            {...plain}
            onChange={(event) => input.onChange(event.target.value.trim())}
            placeholder="#rrggbb"
            slotProps={{ htmlInput: { ...named, spellCheck: false, autoComplete: 'off', maxLength: 7 } }}
          />
        </Box>
      );
    case 'integer':
    case 'decimal':
    case 'money':
      return (
        <TextField
          {...plain}
          slotProps={{
            htmlInput: { ...named, inputMode: def.kind === 'integer' ? 'numeric' : 'decimal', autoComplete: 'off' },
            input:
              def.kind === 'money' ? { endAdornment: <InputAdornment position="end">₴</InputAdornment> } : undefined,
          }}
        />
      );
    default: {
      const latin = def.kind === 'url' || def.kind === 'email';
      return (
        <TextBox
          {...plain}
          type={def.kind === 'url' || def.kind === 'email' ? def.kind : 'text'}
          lines={def.kind === 'textarea' ? { min: 1, max: 6 } : undefined}
          slotProps={{ htmlInput: { ...named, spellCheck: latin ? false : undefined } }}
        />
      );
    }
  }
}
