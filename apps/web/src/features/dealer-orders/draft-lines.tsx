import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { type Draft, type DraftLine, keys, replaceLines } from './api.ts';
import { AvailabilityChip } from './availability-chip.tsx';
import { useMoney } from './money.ts';
import './texts.ts';
import './draft-texts.ts';

/** A line's quantity, sent when the field is left or Enter pressed (not on every key). */
function QuantityField({ line, onSet }: { line: DraftLine; onSet(quantity: number): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(String(line.quantity));
  useEffect(() => setTyped(String(line.quantity)), [line.quantity]);
  const n = Number(typed);
  const valid = Number.isInteger(n) && n >= 1 && n <= 10_000;
  const commit = () => {
    if (valid && n !== line.quantity) onSet(n);
    else if (!valid) setTyped(String(line.quantity));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={typed}
      disabled={!line.available}
      error={!valid}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{
        htmlInput: { min: 1, max: 10_000, 'aria-label': t('dealerOrders.catalog.quantityOf', { name: line.name }) },
      }}
      sx={{ width: 90 }}
    />
  );
}

/**
 * The draft's lines at today's prices: quantities edited in place, a line removed with its button.
 * Every change sends the whole draft (the lines still orderable), so a line no longer available
 * leaves with the first change, and the sums always come back from the server.
 */
export function DraftLines({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const f = useMoney();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (vars: { lines: { product_id: number; quantity: number }[]; message: string }) =>
      replaceLines(draft.workspace_id, vars.lines),
    onSuccess: (next, vars) => {
      queryClient.setQueryData(keys.draft(draft.workspace_id), next);
      notifySuccess(vars.message);
    },
  });
  const kept = draft.lines.filter((l) => l.available);
  const setQuantity = (line: DraftLine, quantity: number) =>
    save.mutate({
      lines: kept.map((l) => ({
        product_id: l.product_id,
        quantity: l.product_id === line.product_id ? quantity : l.quantity,
      })),
      message: t('dealerOrders.draft.quantitySaved', { name: line.name }),
    });
  const remove = (line: DraftLine) =>
    save.mutate({
      lines: kept
        .filter((l) => l.product_id !== line.product_id)
        .map(({ product_id, quantity }) => ({ product_id, quantity })),
      message: t('dealerOrders.draft.removed', { name: line.name }),
    });
  const gone = draft.lines.length - kept.length;
  // a phone reads the price under the name and the remove button beside the quantity
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const removeButton = (line: DraftLine) => (
    <IconButton
      aria-label={t('dealerOrders.draft.removeNamed', { name: line.name })}
      disabled={save.isPending}
      onClick={() => remove(line)}
    >
      <DeleteOutlineRounded fontSize="small" />
    </IconButton>
  );
  return (
    <Stack spacing={1.5}>
      {gone > 0 ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={save.isPending}
              onClick={() =>
                save.mutate({
                  lines: kept.map(({ product_id, quantity }) => ({ product_id, quantity })),
                  message: t('dealerOrders.draft.goneRemoved'),
                })
              }
            >
              {t('dealerOrders.draft.removeGone')}
            </Button>
          }
        >
          {t('dealerOrders.draft.gone', { count: gone })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('dealerOrders.draft.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dealerOrders.fields.name')}</TableCell>
              {phone ? null : <TableCell>{t('dealerOrders.fields.price')}</TableCell>}
              <TableCell>{t('dealerOrders.fields.quantity')}</TableCell>
              <TableCell align="right">{t('dealerOrders.fields.sum')}</TableCell>
              {phone ? null : (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('dealerOrders.draft.remove')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.lines.map((line) => (
              <TableRow key={line.product_id} sx={line.available ? undefined : { bgcolor: 'action.hover' }}>
                <TableCell sx={{ minWidth: { sm: 160 }, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {line.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {line.sku}
                  </Typography>
                  {phone ? (
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {f.money(line.price)}
                    </Typography>
                  ) : null}
                  {line.available ? (
                    <AvailabilityChip availability={line.availability} />
                  ) : (
                    <Typography variant="caption" color="error">
                      {t('dealerOrders.draft.unavailable')}
                    </Typography>
                  )}
                </TableCell>
                {phone ? null : <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.money(line.price)}</TableCell>}
                <TableCell>
                  <Stack direction={phone ? 'column' : 'row'} sx={{ alignItems: 'center' }}>
                    <QuantityField line={line} onSet={(q) => setQuantity(line, q)} />
                    {phone ? removeButton(line) : null}
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {line.available ? f.money(line.line_total) : '—'}
                </TableCell>
                {phone ? null : <TableCell padding="checkbox">{removeButton(line)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
