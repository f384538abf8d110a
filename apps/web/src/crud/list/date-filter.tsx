import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LazyDateField } from '../form/widgets/lazy-date-field.tsx';

const width = 190;
const sx = { width: { xs: 'auto', sm: width }, flex: { xs: '1 1 160px', sm: '0 0 auto' }, minWidth: 0 };

interface DateBoundProps {
  label: string;
  value: string;
  onCommit(value: string | undefined): void;
}

/** One end of the range: a plain box showing the day until it is focused, then the picker. */
function DateBound({ label, value, onCommit }: DateBoundProps) {
  return (
    <LazyDateField
      kind="date"
      size="small"
      label={label}
      value={value}
      sx={sx}
      onChange={(next) => {
        // a whole day or none: "0002" on the way to "2026" is no year anyone means
        if (next === '') onCommit(undefined);
        else if (/^\d{4}-\d{2}-\d{2}$/.test(next) && Number(next.slice(0, 4)) >= 1900) onCommit(next);
      }}
    />
  );
}

interface DateRangeFilterProps {
  label: string;
  value: { from?: string; to?: string };
  onChange(value: { from?: string; to?: string }): void;
}

/**
 * From–to days (`YYYY-MM-DD` in the address) for dates and date-times, typed in the interface's
 * format (dd.mm.yyyy in Ukrainian); either end may stay open.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const set = (end: 'from' | 'to', day: string | undefined) => {
    if (day !== value[end]) onChange({ ...value, [end]: day });
  };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      <DateBound
        label={t('crudList.rangeFrom', { field: label })}
        value={value.from ?? ''}
        onCommit={(day) => set('from', day)}
      />
      <DateBound
        label={t('crudList.rangeTo', { field: label })}
        value={value.to ?? ''}
        onCommit={(day) => set('to', day)}
      />
    </Box>
  );
}
