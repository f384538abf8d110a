import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { type ReactNode, type Ref, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// keys that move on or only modify another: they do not mean the user wants the picker
const quietKeys = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/**
 * What the resting field hands over to the picker that takes its place. The resting field keeps it
 * current until the picker's first commit: a key that lands between the picker's arrival and its
 * first render still goes to the resting input, and must not be lost.
 */
export interface Handoff {
  /** It had the focus. */
  focus: boolean;
  /** What its input held, and what of it was selected: typing does not pause for the swap. */
  text: string;
  selection: readonly [number, number] | null;
  /** It was clicked, or asked for its list with an arrow key: the picker opens its list. */
  open: boolean;
}

/**
 * The state of a resting input, as a handoff reads it. `pressed`: the pointer went down on it, so
 * it is about to take the focus; when the picker is already loaded it may take the field's place
 * before the press's own focus lands, and the focus must follow it, not fall to the page.
 */
function readInput(input: HTMLInputElement | null, handoff: Handoff, pressed: boolean): void {
  handoff.focus = pressed || (input !== null && input.ownerDocument.activeElement === input);
  handoff.text = input?.value ?? '';
  handoff.selection =
    input && input.selectionStart !== null ? [input.selectionStart, input.selectionEnd ?? input.selectionStart] : null;
}

export interface RestingComboboxProps {
  id: string;
  name: string;
  label: string;
  /** In a table's cell the column header shows the label: the input is named by `label` alone. */
  compact?: boolean;
  required: boolean;
  disabled: boolean;
  error: boolean;
  helper?: ReactNode;
  inputRef: Ref<HTMLInputElement>;
  /** The picked record's name (one reference), or nothing when chips stand before the input. */
  shown: string;
  placeholder?: string;
  chips?: ReactNode;
  /** A name is on its way. */
  busy: boolean;
  /** Fetches the picker: true once it is in. */
  load(): Promise<boolean>;
  onWake(handoff: Handoff): void;
  onBlur(): void;
}

/**
 * A search-and-pick field drawn as the picker draws it, until it is pointed at or typed into: MUI's
 * Autocomplete and its popper (~18 kB) come then, not with every form that has a reference. What
 * is typed meanwhile is kept and handed over, so nothing typed is lost however fast the swap is.
 */
export function RestingCombobox(props: RestingComboboxProps) {
  const own = useRef<HTMLInputElement>(null);
  const ref = useForkRef(own, props.inputRef);
  const [typed, setTyped] = useState<string | null>(null);
  const wantsList = useRef(false);
  const pressed = useRef(false);
  const waking = useRef(false);
  // handed over and still on screen: what happens here until the picker commits goes with it
  const handed = useRef<Handoff | null>(null);
  const wake = () => {
    if (waking.current) return;
    waking.current = true;
    void props.load().then((loaded) => {
      // a picker that could not be fetched leaves a plain field, not a broken screen: the next key
      // or pointer asks again
      if (!loaded) {
        waking.current = false;
        return;
      }
      const handoff: Handoff = { focus: false, text: '', selection: null, open: wantsList.current };
      readInput(own.current, handoff, pressed.current);
      handed.current = handoff;
      props.onWake(handoff);
    });
  };
  const follow = () => {
    if (handed.current) {
      readInput(own.current, handed.current, pressed.current);
      handed.current.open ||= wantsList.current;
    }
  };
  const small = props.compact === true;
  const value = typed ?? props.shown;
  // the picker keeps room for its clearing cross whenever it holds something
  const dirty = value !== '' || props.chips !== undefined;

  return (
    <TextField
      id={props.id}
      name={props.name}
      label={small ? undefined : props.label}
      value={value}
      onChange={(event) => {
        setTyped(event.target.value);
        follow();
        wake();
      }}
      onPointerEnter={wake}
      onPointerDown={(event) => {
        wantsList.current = true;
        pressed.current = event.button === 0 && !props.disabled;
        follow();
        wake();
      }}
      // focus alone asks for nothing (a form focuses its first field): a key or the pointer does
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') wantsList.current = true;
        follow();
        if (!quietKeys.has(event.key)) wake();
      }}
      onFocus={follow}
      onSelect={follow}
      // a field taken away for its picker has not been left by the user
      onBlur={(event) => {
        if (!event.target.isConnected) return;
        follow();
        props.onBlur();
      }}
      placeholder={props.placeholder}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helper}
      inputRef={ref}
      size={small ? 'small' : 'medium'}
      fullWidth
      // the Autocomplete's own spacing, so the swap moves nothing
      sx={{
        '& .MuiInputBase-root': {
          flexWrap: 'wrap',
          padding: small ? '6px' : '9px',
          paddingRight: dirty ? '65px' : '39px',
        },
        '& .MuiInputBase-input': {
          width: 0,
          minWidth: 30,
          flexGrow: 1,
          textOverflow: 'ellipsis',
          padding: small ? '2.5px 4px 2.5px 8px' : '7.5px 4px 7.5px 5px',
        },
      }}
      slotProps={{
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          ...(small ? { 'aria-label': props.label } : {}),
        },
        input: {
          startAdornment: props.chips,
          endAdornment: (
            <>
              {props.busy ? <PickerSpinner /> : null}
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: 7,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  display: 'flex',
                  p: '2px',
                  color: props.disabled ? 'action.disabled' : 'action.active',
                }}
              >
                <ArrowDropDown />
              </Box>
            </>
          ),
        },
      }}
    />
  );
}

/** The spinner a picker shows while a name or its options are on their way. */
export function PickerSpinner() {
  const { t } = useTranslation();
  return <CircularProgress color="inherit" size={18} aria-label={t('crudForm.reference.loading')} />;
}

/**
 * Takes over from a resting field: the focus, what was typed (as typing, so the search runs and
 * the list opens) and the selection, once the picker's input is in the page.
 */
export function useHandoff(input: RefObject<HTMLInputElement | null>, handoff: Handoff | null | undefined): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    const el = input.current;
    if (done.current || !handoff || !el) return;
    done.current = true;
    if (handoff.focus) el.focus();
    if (handoff.text !== el.value) {
      // through the input's own setter, which React's change tracking reads
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, handoff.text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (handoff.focus && handoff.selection) el.setSelectionRange(handoff.selection[0], handoff.selection[1]);
  }, [input, handoff]);
}
