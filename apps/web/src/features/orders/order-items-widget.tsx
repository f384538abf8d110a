import type { ChildrenField } from '@kramar/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, useController, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormValues, newRow, type RowValue } from '../../crud/form/form-values.ts';
import { useReferenceLabel } from '../../crud/form/widgets/reference-lookup.ts';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { messageOf, type WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { PreviewItem } from './orders-api.ts';
import { useClosedOrder } from './use-closed-order.ts';
import { useOrderPreview } from './use-order-preview.ts';
import './texts.ts';

/**
 * An order's items as a manager types them on the phone: pick a product (Enter adds it, the
 * picker stays focused for the next), set the quantity and a line discount. The price, the line
 * totals and the order's totals are the server's (POST /api/orders/preview), never added up here.
 */
export function OrderItemsWidget({ name, field, control, label, disabled: readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const closed = useClosedOrder();
  const disabled = readOnly || closed;
  const rowControl = control as unknown as Control<Record<string, RowValue[]>>;
  const { fields: rows, append, remove, update } = useFieldArray({ control: rowControl, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });
  const state = useOrderPreview(control);
  const own = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const error = messageOf(own) ?? messageOf(own?.root) ?? state.errors[name]?.[0];

  const add = (productId: number | null) => {
    if (productId === null) return;
    const at = rows.findIndex((row) => row.product_id === productId);
    const existing = rows[at];
    if (existing) {
      update(at, { ...existing, quantity: String(Number(existing.quantity || 0) + 1) });
      return;
    }
    append({ ...newRow(field as ChildrenField), product_id: productId }, { shouldFocus: false });
  };

  return (
    <Box role="group" aria-labelledby="order-items-label" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="order-items-label" variant="subtitle2" component="h3">
        {label}
      </Typography>
      {closed ? (
        <Alert severity="info" data-testid="order-closed">
          {t('orders.items.closed')}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-labelledby="order-items-label" data-testid="order-items">
            <TableHead>
              <TableRow>
                <TableCell>{t('resources.orders.subfields.items.product_id')}</TableCell>
                <TableCell sx={{ width: 110 }}>{t('resources.orders.subfields.items.quantity')}</TableCell>
                <TableCell align="right">{t('resources.orders.subfields.items.price')}</TableCell>
                <TableCell sx={{ width: 140 }}>{t('orders.items.discount')}</TableCell>
                <TableCell align="right">{t('orders.items.lineTotal')}</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <ItemRow
                  key={row.key}
                  name={name}
                  index={index}
                  row={row}
                  control={control}
                  disabled={disabled}
                  priced={state.preview?.items[index]}
                  serverErrors={state.errors}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('orders.items.empty')}
        </Typography>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {disabled ? null : (
        // Enter here adds a product, never submits the order half-typed
        <Box onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
          <ReferencePicker
            id="order-add-product"
            name="add_product"
            target="products"
            value={null}
            onChange={add}
            onBlur={() => undefined}
            inputRef={null}
            label={t('orders.items.add')}
            required={false}
            disabled={disabled}
            helper={t('orders.items.addHint')}
            autoHighlight
          />
        </Box>
      )}
    </Box>
  );
}

interface ItemRowProps {
  name: string;
  index: number;
  row: RowValue;
  control: Control<FormValues>;
  disabled: boolean;
  priced: PreviewItem | undefined;
  serverErrors: Record<string, string[]>;
  onRemove(): void;
}

function ItemRow({ name, index, row, control, disabled, priced, serverErrors, onRemove }: ItemRowProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const productId = typeof row.product_id === 'number' ? row.product_id : null;
  const label = useReferenceLabel('products', productId, null);
  const title = priced?.title || (typeof row.title === 'string' && row.title !== '' ? row.title : label);
  const path = `${name}.${index}`;
  return (
    <TableRow data-testid="order-item">
      <TableCell sx={{ minWidth: 200 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title ?? '…'}
        </Typography>
        <RowError messages={serverErrors[`${path}.product_id`]} />
      </TableCell>
      <TableCell>
        <RowInput
          control={control}
          name={`${path}.quantity`}
          label={t('resources.orders.subfields.items.quantity')}
          disabled={disabled}
          server={serverErrors[`${path}.quantity`]}
          numeric
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {priced ? formatMoney(priced.price, locale) : '—'}
      </TableCell>
      <TableCell>
        <RowInput
          control={control}
          name={`${path}.discount`}
          label={t('orders.items.discount')}
          disabled={disabled}
          server={serverErrors[`${path}.discount`]}
          unit="₴"
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="line-total">
        {priced ? formatMoney(priced.line_total, locale) : '—'}
      </TableCell>
      <TableCell padding="checkbox">
        <IconButton
          aria-label={t('orders.items.remove', { title: title ?? '' })}
          onClick={onRemove}
          disabled={disabled}
          size="small"
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

interface RowInputProps {
  control: Control<FormValues>;
  name: string;
  label: string;
  disabled: boolean;
  server: string[] | undefined;
  numeric?: boolean;
  unit?: string;
}

function RowInput({ control, name, label, disabled, server, numeric, unit }: RowInputProps) {
  const { field, fieldState } = useController({ name, control });
  const error = messageOf(fieldState.error) ?? server?.[0];
  return (
    <TextField
      size="small"
      name={name}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: numeric ? 'numeric' : 'decimal' },
        // a line's discount is hryvnias off the line, not a percentage: it says so
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

function RowError({ messages }: { messages: string[] | undefined }) {
  return messages?.[0] ? <FormHelperText error>{messages[0]}</FormHelperText> : null;
}
