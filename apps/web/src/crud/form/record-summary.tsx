import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Box from '@mui/material/Box';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../registry.ts';
import { summaryFields } from './form-tabs.ts';
import type { FormValues } from './form-values.ts';

interface RecordSummaryProps {
  resource: ResourceDef;
  control: Control<FormValues>;
  /** The saved record: what the server gives and no form holds (an order's number) comes from it. */
  record?: ResourceRecord;
}

/**
 * Above a tabbed form, what the record is as a pair of key–value lines (an attribute's title and
 * its data type): on the values tab the data type that decides what the values mean stays in
 * sight. Live, so a change made on the other tab shows before saving.
 */
export function RecordSummary({ resource, control, record }: RecordSummaryProps) {
  const { t } = useTranslation();
  const names = summaryFields(resource);
  const values = useWatch({ control, name: names });
  if (names.length === 0) return null;
  return (
    <Box
      component="dl"
      data-testid="record-summary"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, typography: 'body2' }}
    >
      {names.map((name, i) => {
        const value = resource.fields[name]?.readOnly ? record?.[name] : values[i];
        // a number the server gives (an order's) is shown as it is, without grouping
        const text =
          typeof value === 'number'
            ? String(value)
            : typeof value === 'string' && value.trim() !== ''
              ? name === resource.titleField
                ? value
                : t(labelKeys.option(resource, name, value), { defaultValue: value })
              : '—';
        return (
          <Box key={name} sx={{ display: 'flex', gap: 0.75, minWidth: 0 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t(labelKeys.field(resource, name), { defaultValue: name })}:
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {text}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
