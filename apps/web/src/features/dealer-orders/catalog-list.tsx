import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useProgressive } from '../../lib/use-progressive.ts';
import { AddToDraft } from './add-to-draft.tsx';
import type { CatalogItem } from './api.ts';
import { AvailabilityChip } from './availability-chip.tsx';
import { Picture, PriceCell } from './catalog-cells.tsx';
import './texts.ts';
import './catalog-texts.ts';

interface Props {
  workspace: number;
  items: CatalogItem[];
  /** A phone gets cards, wider screens a table. */
  cards: boolean;
}

/** The catalogue's page of products, each with its own quantity and add button. */
export function CatalogList({ workspace, items, cards }: Props) {
  const { t } = useTranslation();
  // a phone's screenful of cards first, then the rest a few at a time: two dozen cards, each with its
  // own quantity field, drawn at once held a phone's main thread for half a second (issue 29)
  const shown = useProgressive(items, 4, 4);
  const label = t('dealerOrders.catalog.products');
  if (cards) {
    return (
      <ul aria-label={label} className="k-catalog-cards">
        {shown.map((item) => (
          <li key={item.id} className="k-catalog-card">
            <Picture item={item} size={72} />
            <div className="k-catalog-card__body">
              <p className="k-catalog-card__name">{item.name}</p>
              <p className="k-catalog-card__meta">{[item.sku, item.brand?.name].filter(Boolean).join(' · ')}</p>
              <div className="k-catalog-card__offer">
                <PriceCell item={item} />
                <AvailabilityChip availability={item.availability} stock={item.stock} />
              </div>
              <AddToDraft workspace={workspace} item={item} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('dealerOrders.catalog.picture')}
              </Box>
            </TableCell>
            <TableCell>{t('dealerOrders.fields.name')}</TableCell>
            <TableCell>{t('dealerOrders.fields.sku')}</TableCell>
            <TableCell>{t('dealerOrders.fields.brand')}</TableCell>
            <TableCell>{t('dealerOrders.fields.availability')}</TableCell>
            <TableCell>{t('dealerOrders.fields.price')}</TableCell>
            <TableCell>{t('dealerOrders.fields.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Picture item={item} size={48} />
              </TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{item.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.sku}</TableCell>
              <TableCell>{item.brand?.name ?? '—'}</TableCell>
              <TableCell>
                <AvailabilityChip availability={item.availability} stock={item.stock} />
              </TableCell>
              <TableCell>
                <PriceCell item={item} />
              </TableCell>
              <TableCell>
                <AddToDraft workspace={workspace} item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
