import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import './texts.ts';

export interface PrintRow {
  id?: number;
  product_id: number;
  title: string | null;
  quantity: number;
  price: number | null;
  discount: number | null;
}

/**
 * The order's items as saved: the captured title and price. A line's sum is the saved price times
 * the quantity less the saved discount, all integer kopecks (the order's totals are the server's).
 */
export function PrintItems({ rows, prices }: { rows: PrintRow[]; prices: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const cell = { borderColor: '#000', color: '#000', px: 1 };
  return (
    <Table size="small" sx={{ '& th': { fontWeight: 700 } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={cell}>{t('orders.print.row')}</TableCell>
          <TableCell sx={cell}>{t('resources.orders.subfields.items.title')}</TableCell>
          <TableCell sx={cell} align="right">
            {t('resources.orders.subfields.items.quantity')}
          </TableCell>
          {prices ? (
            <>
              <TableCell sx={cell} align="right">
                {t('resources.orders.subfields.items.price')}
              </TableCell>
              <TableCell sx={cell} align="right">
                {t('resources.orders.subfields.items.discount')}
              </TableCell>
              <TableCell sx={cell} align="right">
                {t('orders.items.lineTotal')}
              </TableCell>
            </>
          ) : (
            <TableCell sx={cell}>{t('orders.print.packed')}</TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={row.id ?? i}>
            <TableCell sx={cell}>{i + 1}</TableCell>
            <TableCell sx={cell}>{row.title ?? `#${row.product_id}`}</TableCell>
            <TableCell sx={cell} align="right">
              {row.quantity}
            </TableCell>
            {prices ? (
              <>
                <TableCell sx={cell} align="right">
                  {formatMoney(row.price ?? 0, locale)}
                </TableCell>
                <TableCell sx={cell} align="right">
                  {row.discount ? formatMoney(row.discount, locale) : '—'}
                </TableCell>
                <TableCell sx={cell} align="right">
                  {formatMoney((row.price ?? 0) * row.quantity - (row.discount ?? 0), locale)}
                </TableCell>
              </>
            ) : (
              <TableCell sx={{ ...cell, width: 80 }}>☐</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
