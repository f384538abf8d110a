import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuickLine } from './api.ts';
import { useMoney } from './money.ts';
import './texts.ts';
import './draft-texts.ts';

const tone = { ok: 'success', short: 'warning', duplicate: 'warning' } as const;

interface Props {
  lines: QuickLine[];
  onDrop(line: number): void;
  onCut(line: number): void;
  onMerge(line: number): void;
}

/** The server's word on every pasted line, with what can be done about the ones that are not ok. */
export function QuickReport({ lines, onDrop, onCut, onMerge }: Props) {
  const { t } = useTranslation();
  const f = useMoney();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('dealerOrders.quick.report')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dealerOrders.fields.sku')}</TableCell>
            <TableCell>{t('dealerOrders.quick.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.line}>
              <TableCell sx={{ verticalAlign: 'top', width: '40%' }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {l.sku}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('dealerOrders.quick.lineOf', { line: l.line, quantity: l.quantity ?? '—' })}
                </Typography>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={l.status in tone ? tone[l.status as keyof typeof tone] : 'error'}
                  label={t(`dealerOrders.quick.status.${l.status}`, { count: l.available ?? 0 })}
                />
                {l.name ? (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {l.name}
                    {l.price !== null ? ` · ${f.money(l.price)}` : ''}
                  </Typography>
                ) : null}
                {l.status === 'ok' ? null : (
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                    {l.status === 'short' && (l.available ?? 0) > 0 ? (
                      <Button size="small" onClick={() => onCut(l.line)}>
                        {t('dealerOrders.quick.cut', { count: l.available ?? 0 })}
                      </Button>
                    ) : null}
                    {l.status === 'duplicate' ? (
                      <Button size="small" onClick={() => onMerge(l.line)}>
                        {t('dealerOrders.quick.merge')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => onDrop(l.line)}
                      aria-label={t('dealerOrders.quick.dropNamed', { line: l.line, sku: l.sku })}
                    >
                      {t('dealerOrders.quick.drop')}
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
