import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { DealerOrderDetails } from './api.ts';
import { useMoney } from './money.ts';
import './texts.ts';
import './orders-texts.ts';

/** A placed order's lines at the prices captured when it was placed. */
export function OrderLines({ order }: { order: DealerOrderDetails }) {
  const { t } = useTranslation();
  const f = useMoney();
  // a phone reads the SKU, price and quantity under the name: two columns fit 390 px
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('dealerOrders.show.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dealerOrders.fields.name')}</TableCell>
            {phone ? null : (
              <>
                <TableCell>{t('dealerOrders.fields.sku')}</TableCell>
                <TableCell align="right">{t('dealerOrders.fields.price')}</TableCell>
                <TableCell align="right">{t('dealerOrders.fields.quantity')}</TableCell>
              </>
            )}
            <TableCell align="right">{t('dealerOrders.fields.sum')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((i) => (
            <TableRow key={`${i.product_id}-${i.title}`}>
              <TableCell>
                {i.title}
                {phone ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {i.sku ?? '—'} · {f.money(i.price)} × {i.quantity}
                  </Typography>
                ) : null}
              </TableCell>
              {phone ? null : (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.sku ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.money(i.price)}
                  </TableCell>
                  <TableCell align="right">{i.quantity}</TableCell>
                </>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.money(i.line_total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={phone ? 1 : 4} sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t('dealerOrders.show.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.primary' }}>
              {f.money(order.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
