import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const debounceMs = 300;

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** What can be searched for, e.g. the labels of the searched fields. */
  placeholder: string;
  onSearch(value: string): void;
}

/** Searches as one types (after a pause); Enter searches at once. */
export function SearchBox({ value, placeholder, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // What this box last asked for: an address change that is not ours (back button, "clear all")
  // replaces the text, ours must not overwrite what was typed since.
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };

  useEffect(() => {
    const timer = setTimeout(() => apply(text), debounceMs);
    return () => clearTimeout(timer);
  });

  return (
    <TextField
      size="small"
      label={t('crudList.searchLabel')}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('crudList.clearSearch')}
                onClick={() => {
                  setText('');
                  apply('');
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
