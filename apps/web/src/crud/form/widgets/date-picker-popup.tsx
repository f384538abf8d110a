import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';

/** What the typed field and the whole picker share (date-picker-field.tsx builds it once). */
export interface PickerCommon {
  value: Dayjs | null;
  timezone: string;
  onChange(next: Dayjs | null): void;
  disabled?: boolean;
  label: string;
  name?: string;
  sx?: SxProps<Theme>;
  slotProps: { textField: Record<string, unknown> };
}

interface PickerPopupProps {
  kind: 'date' | 'datetime';
  picker: PickerCommon;
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

/** The whole picker, calendar and clock, once its button was first pressed; it then stays. */
export function PickerPopup({ kind, picker, open, onOpen, onClose }: PickerPopupProps) {
  const controlled = { ...picker, open, onOpen, onClose };
  return kind === 'date' ? <DatePicker {...controlled} /> : <DateTimePicker {...controlled} ampm={false} />;
}
