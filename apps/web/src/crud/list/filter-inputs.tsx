import type { Field } from '@kramar/contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from './date-filter.tsx';

const idleMs = 600;

interface DeferredInputProps {
  label: string;
  value: string;
  type?: 'text' | 'number' | 'date';
  width?: number;
  onCommit(value: string): void;
}

/**
 * An input that filters once the user pauses, leaves it or presses Enter, rather than on every
 * keystroke (a half-typed "12" is not a price anyone means).
 */
export function DeferredInput({ label, value, type = 'text', width = 170, onCommit }: DeferredInputProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };

  useEffect(() => {
    const timer = setTimeout(() => commit(text), idleMs);
    return () => clearTimeout(timer);
  });

  return (
    <TextField
      size="small"
      type={type}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      // phones: the inputs share the line instead of running off the screen
      sx={{
        width: { xs: 'auto', sm: width },
        flex: { xs: '1 1 140px', sm: '0 0 auto' },
        minWidth: 0,
        '& input': { minWidth: 0 },
      }}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined }}
    />
  );
}

interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

/** A choice of fixed values with "all" first (enum, status, boolean). */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // wide enough for its label: a select sizes itself by its value ("all")
      sx={{ minWidth: Math.max(160, label.length * 8 + 40), flex: { xs: '1 1 160px', sm: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('crudList.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Kopecks in the address, hryvnias on screen. */
const toShown = (field: Field, value: string): string =>
  field.kind === 'money' && value !== '' ? String(Number(value) / 100) : value;

function toStored(field: Field, text: string): string {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || Number.isNaN(Number(trimmed))) return '';
  if (field.kind === 'money') return String(Math.round(Number(trimmed) * 100));
  if (field.kind === 'integer') return String(Math.trunc(Number(trimmed)));
  return trimmed;
}

interface RangeFilterProps {
  label: string;
  field: Field;
  value: { from?: string; to?: string };
  onChange(value: { from?: string; to?: string }): void;
}

/** From–to for dates and numbers; either end may stay open. */
export function RangeFilter({ label, field, value, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  if (field.kind === 'date' || field.kind === 'datetime') {
    return <DateRangeFilter label={label} value={value} onChange={onChange} />;
  }
  const set = (end: 'from' | 'to', text: string) => onChange({ ...value, [end]: toStored(field, text) || undefined });
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <DeferredInput
        label={t('crudList.rangeFrom', { field: label })}
        type="number"
        value={toShown(field, value.from ?? '')}
        onCommit={(text) => set('from', text)}
      />
      <DeferredInput
        label={t('crudList.rangeTo', { field: label })}
        type="number"
        value={toShown(field, value.to ?? '')}
        onCommit={(text) => set('to', text)}
      />
    </Box>
  );
}
