import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((item) => (
          <Paper component="li" key={item.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
            <Picture item={item} size={72} />
            <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.sku, item.brand?.name].filter(Boolean).join(' · ')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <PriceCell item={item} />
                <AvailabilityChip availability={item.availability} stock={item.stock} />
              </Stack>
              <AddToDraft workspace={workspace} item={item} />
            </Stack>
          </Paper>
        ))}
      </Stack>
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
