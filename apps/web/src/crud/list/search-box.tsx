import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const debounceMs = 300;

let measuring: CanvasRenderingContext2D | null | undefined;

/** Whether `text` is wider than the input's room for it, in the input's own font. */
function cutIn(input: HTMLInputElement, text: string): boolean {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return false;
  const style = getComputedStyle(input);
  measuring.font = style.font;
  const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  return measuring.measureText(text).width > room;
}

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
  // a hint too long for the box (a phone's width) is cut with «…» and shown whole below it while
  // the empty box has the focus: what the search looks in is read when about to type
  const input = useRef<HTMLInputElement>(null);
  const [hintBelow, setHintBelow] = useState(false);

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
      inputRef={input}
      helperText={hintBelow && !text ? placeholder : undefined}
      onFocus={() => setHintBelow(input.current ? cutIn(input.current, placeholder) : false)}
      onBlur={() => setHintBelow(false)}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      // wide enough for its hint where there is room (about 0.6em a letter), never past 520 px
      sx={{
        flex: '1 1 240px',
        maxWidth: { sm: `clamp(360px, calc(${placeholder.length} * 0.6em + 88px), 520px)` },
        '& input, & input::placeholder': { textOverflow: 'ellipsis' },
      }}
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
