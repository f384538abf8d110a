import type { ReferenceField } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { HelperLine } from './helper-line.tsx';
import { useReferenceLabel } from './reference-lookup.ts';
import type { WidgetProps } from './widget-props.ts';

/**
 * The record this one's screen sits under (a kit's product), fixed by the address: its name in a
 * read-only box. A picker there could only move the record away, and would load the Autocomplete.
 */
export function FixedReferenceWidget({ name, field, control, label, hint, required }: WidgetProps<ReferenceField>) {
  const { field: input } = useController({ name, control });
  const id = typeof input.value === 'number' ? input.value : null;
  const shown = useReferenceLabel(field.resource, id, null);
  return (
    <TextField
      id={`field-${name}`}
      label={label}
      required={required}
      value={shown ?? ''}
      helperText={<HelperLine text={hint} />}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'aria-busy': shown === undefined } }}
    />
  );
}
