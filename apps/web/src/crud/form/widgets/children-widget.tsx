import type { ChildrenField } from '@kramar/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { labelKeys } from '../../registry.ts';
import { childRowExtensionFor } from '../form-slots.ts';
import { newRow, type RowValue } from '../form-values.ts';
import { ChildRow } from './child-row.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/**
 * Ordered rows with fields of their own, as an editable table: add, remove, move by the buttons
 * (keyboard) or by dragging the handle. Nothing reaches the server before the form is saved, so a
 * removal asks nothing. A narrow screen scrolls the table inside itself, never the page.
 */
export function ChildrenWidget({ resource, name, field, control, label, hint, disabled }: WidgetProps<ChildrenField>) {
  const { t } = useTranslation();
  // the form's values are keyed by field name at run time, so the array's path is known only here;
  // `key`, not RHF's default `id`, names the rows for React: `id` is the row's id on the server
  const rowControl = control as unknown as Control<Record<string, RowValue[]>>;
  const { fields: rows, append, move, remove } = useFieldArray({ control: rowControl, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });
  const [drag, setDrag] = useState<{ from: number | null; over: number | null }>({ from: null, over: null });
  const own = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const error = messageOf(own) ?? messageOf(own?.root);
  const subs = Object.entries(field.fields);
  const labels = Object.fromEntries(
    subs.map(([sub]) => [sub, t(labelKeys.subfield(resource, name, sub), { defaultValue: sub })]),
  );
  const full = rows.length >= field.maxItems;
  const labelId = `field-${name}-label`;
  const first = subs[0]?.[0];
  const extension = childRowExtensionFor(resource.name, name);

  const add = () =>
    append(newRow(field), { shouldFocus: true, focusName: first ? `${name}.${rows.length}.${first}` : undefined });
  const moveRow = (from: number, to: number, direction?: 'up' | 'down') => {
    move(from, to);
    if (!direction) return;
    // the moved row keeps the keyboard focus on the button that moved it, or its twin at an end
    requestAnimationFrame(() => {
      const button = (which: string) => document.getElementById(`${name}-${to}-${which}`) as HTMLButtonElement | null;
      const same = button(direction);
      (same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up'))?.focus();
    });
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {hint ? <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{hint}</FormHelperText> : null}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('crudForm.rows.empty')}
        </Typography>
      ) : (
        // scrolls inside itself: relative, so the hidden header labels (absolutely placed) scroll
        // with it instead of widening the page on a phone
        <Box sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-labelledby={labelId} sx={{ minWidth: 'max-content' }}>
            <TableHead>
              <TableRow>
                <TableCell padding="none" sx={{ pl: 1 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('crudForm.rows.number')}
                  </Box>
                </TableCell>
                {subs.map(([sub, def]) => (
                  <TableCell key={sub} sx={{ px: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {labels[sub]}
                    {def.required ? <span aria-hidden> *</span> : null}
                  </TableCell>
                ))}
                {extension?.column ? (
                  <TableCell sx={{ px: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t(extension.column.labelKey)}
                  </TableCell>
                ) : null}
                {disabled ? null : (
                  <TableCell padding="none">
                    <Box component="span" sx={visuallyHidden}>
                      {t('crudForm.rows.actions')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <ChildRow
                  key={row.key}
                  resource={resource}
                  name={name}
                  field={field}
                  index={index}
                  count={rows.length}
                  control={control}
                  disabled={disabled}
                  labels={labels}
                  extension={extension}
                  target={drag.over === index}
                  dragFrom={drag.from}
                  onDragState={(from, over) => setDrag({ from, over })}
                  onMove={moveRow}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {disabled ? null : (
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddRoundedIcon />} disabled={full} onClick={add}>
            {t('crudForm.rows.add')}
          </Button>
          {full ? (
            <Typography variant="body2" color="text.secondary">
              {t('crudForm.rows.limit', { max: field.maxItems })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
