import type { Field } from '@kramar/contract';
import Box from '@mui/material/Box';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface CellInputProps {
  field: Field;
  /** The column's label, for screen readers: the input sits in a cell, not beside a label. */
  label: string;
  draft: string;
  /** A typed start (the first key pressed on the cell) keeps the caret at the end; else all is selected. */
  typed: boolean;
  invalid: boolean;
  /** Options of a choice (enum, status, boolean) with their labels. */
  options?: readonly { value: string; label: string }[];
  onDraft(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onPaste(event: ClipboardEvent<HTMLElement>): void;
  onBlur(): void;
}

const inputSx = {
  width: '100%',
  minWidth: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  border: 0,
  outline: 0,
  background: 'transparent',
  p: 0,
  m: 0,
} as const;

/** The editor of one cell: a bare input (numbers, money, text) or a native choice list. */
export function CellInput(props: CellInputProps) {
  const { t } = useTranslation();
  const { field, options } = props;
  const common = {
    autoFocus: true,
    'aria-label': props.label,
    'aria-invalid': props.invalid || undefined,
    onKeyDown: props.onKeyDown,
    onPaste: props.onPaste,
    onBlur: props.onBlur,
  };
  if (options) {
    return (
      <Box
        component="select"
        {...common}
        value={props.draft}
        onChange={(event) => props.onDraft((event.target as HTMLSelectElement).value)}
        sx={{ ...inputSx, cursor: 'pointer' }}
      >
        {field.required ? null : <option value="">{t('gridEdit.none')}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Box>
    );
  }
  const numeric = field.kind === 'money' || field.kind === 'integer' || field.kind === 'decimal';
  return (
    <Box
      component="input"
      {...common}
      type="text"
      inputMode={numeric ? (field.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
      value={props.draft}
      onChange={(event) => props.onDraft((event.target as HTMLInputElement).value)}
      onFocus={(event) => {
        const input = event.target as HTMLInputElement;
        if (props.typed) input.setSelectionRange(input.value.length, input.value.length);
        else input.select();
      }}
      sx={inputSx}
    />
  );
}
