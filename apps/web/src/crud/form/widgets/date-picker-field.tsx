import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ukUA } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/en-gb.js';
import 'dayjs/locale/uk.js';
import { type KeyboardEvent, lazy, type ReactNode, type Ref, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopTimeZone } from '../../../lib/shop-time-zone.ts';
import type { PickerCommon } from './date-picker-popup.tsx';
import { incompleteDate } from './resting-date.ts';

/**
 * MUI X pickers (the heavy part, loaded lazily by date-widget.tsx and the list's date filter): the
 * interface language decides the format (dd.mm.yyyy and 24 hours in Ukrainian, en-GB in English,
 * as the lists' Intl formatting), the shop's zone decides the clock. The value in and out is the
 * wall clock as text, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`, so form-values.ts converts it
 * without this library; a half-typed value comes out as text the contract's schema refuses.
 */

// The calendar and the clock (popper, dialog, views) are most of the pickers' weight and most
// entries never open them: the field is typed into section by section, and the whole picker comes
// with the first click on the calendar button.
const PickerPopup = lazy(() => import('./date-picker-popup.tsx').then((m) => ({ default: m.PickerPopup })));

dayjs.extend(utc);
dayjs.extend(timezone);

function toDayjs(text: string, zone: string): Dayjs | null {
  // an incomplete date stays null for the picker, which then keeps the sections as typed
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(text)) return null;
  return dayjs.tz(text, zone);
}

function fromDayjs(value: Dayjs | null, kind: 'date' | 'datetime', zone: string): string {
  if (value === null) return '';
  if (!value.isValid()) return incompleteDate;
  const zoned = value.tz(zone);
  if (kind === 'date') return zoned.format('YYYY-MM-DD');
  return zoned.format(zoned.second() === 0 ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DDTHH:mm:ss');
}

/**
 * What a separator typed between sections does (`01.12.2026 10:00` as people write it): it closes
 * a section still waiting for its second digit (`1.12`), and is nothing after a section that moved
 * on by itself. Left to the field, a space typed into a section reads as a zero (hours became 00).
 */
function useSeparators() {
  // the section the last digit went into
  const typedIn = useRef<number | null>(null);
  return (event: KeyboardEvent<HTMLElement>) => {
    const sections = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
    const at = sections.findIndex((section) => section.contains(event.target as Node));
    if (/^\d$/.test(event.key)) {
      typedIn.current = at;
      return;
    }
    const wasTypedIn = typedIn.current;
    typedIn.current = null;
    if (!/^[\s./:,-]$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (at >= 0 && at === wasTypedIn) sections[at + 1]?.focus();
  };
}

export interface DatePickerFieldProps {
  kind: 'date' | 'datetime';
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Focus the first section on mount: the form's resting field was just focused (date-widget.tsx). */
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** A date or date-time field in the interface's language and the shop's clock; typing works section by section. */
export function DatePickerField({ kind, value, onChange, onBlur, inputRef, ...field }: DatePickerFieldProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  // a date has no zone; the shop's only decides which day the calendar marks as today
  const zone = shopTimeZone();
  const localeText = useMemo(
    () => ({
      ...(english ? enUS : ukUA).components.MuiLocalizationProvider.defaultProps.localeText,
      fieldDayPlaceholder: () => t('crudForm.datePicker.day'),
      fieldMonthPlaceholder: () => t('crudForm.datePicker.month'),
      fieldYearPlaceholder: () => t('crudForm.datePicker.year'),
      fieldHoursPlaceholder: () => t('crudForm.datePicker.hours'),
      fieldMinutesPlaceholder: () => t('crudForm.datePicker.minutes'),
      fieldSecondsPlaceholder: () => t('crudForm.datePicker.seconds'),
    }),
    [english, t],
  );
  // one object per text: the picker reads a new object as a new value and would retype its sections
  const picked = useMemo(() => toDayjs(value, zone), [value, zone]);
  const hidden = useRef<HTMLInputElement | null>(null);
  const refs = useForkRef(hidden, inputRef);
  // the picker holds a half-typed date ("05.12.yyyy") as no date at all: leaving it so must not
  // save the field empty, so the form gets text the contract refuses, and says so under the field
  const leave = () => {
    if (value === '' && /\d/.test(hidden.current?.value ?? '')) onChange(incompleteDate);
    onBlur?.();
  };
  const separators = useSeparators();
  const common: PickerCommon = {
    value: picked,
    timezone: zone,
    onChange: (next: Dayjs | null) => {
      const text = fromDayjs(next, kind, zone);
      if (text !== value) onChange(text);
    },
    disabled: field.disabled,
    label: field.label,
    name: field.name,
    sx: field.sx,
    slotProps: {
      textField: {
        id: field.id,
        required: field.required,
        error: field.error,
        helperText: field.helperText,
        size: field.size,
        fullWidth: field.fullWidth,
        autoFocus: field.autoFocus,
        inputRef: refs,
        onBlur: leave,
        onKeyDown: separators,
      },
    },
  };
  const [popup, setPopup] = useState<'closed' | 'open' | 'unused'>('unused');
  const openButton = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={t('crudForm.datePicker.open')}
        disabled={field.disabled}
        onClick={() => setPopup('open')}
      >
        <CalendarMonthOutlined />
      </IconButton>
    </InputAdornment>
  );
  const typed = {
    ...common,
    slotProps: { textField: { ...common.slotProps.textField, slotProps: { input: { endAdornment: openButton } } } },
  };
  const onlyField = kind === 'date' ? <DateField {...typed} /> : <DateTimeField {...typed} ampm={false} />;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={english ? 'en-gb' : 'uk'} localeText={localeText}>
      {popup === 'unused' ? (
        onlyField
      ) : (
        <Suspense fallback={onlyField}>
          <PickerPopup
            kind={kind}
            picker={common}
            open={popup === 'open'}
            onOpen={() => setPopup('open')}
            onClose={() => setPopup('closed')}
          />
        </Suspense>
      )}
    </LocalizationProvider>
  );
}
