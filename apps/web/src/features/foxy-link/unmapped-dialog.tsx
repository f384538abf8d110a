import type { DataEnvelope, OptionItem } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { type UnmappedProduct, UnmappedRow } from './unmapped-row.tsx';
import './texts.ts';

interface Page {
  data: UnmappedProduct[];
  meta: { current_page: number; per_page: number; total: number };
}

/** The server counts up to this many (a catalogue of a million is not counted on every page). */
const countCap = 10_000;

/**
 * The products a partner has no mapping for yet, by name or SKU, each mapped where it stands: the
 * list's "products without a mapping", opened for the partner the list is filtered by.
 */
export function UnmappedDialog({
  open,
  partner: initial,
  onClose,
}: {
  open: boolean;
  partner: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [partner, setPartner] = useState(initial);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const partners = useQuery({
    // the same key as the lists' reference labels: one request serves both
    queryKey: ['partners', 'directory'] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<OptionItem[]>>('/directories/partners', { signal }).then((r) => r.data),
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const products = useQuery({
    queryKey: ['foxy-link-mappings', 'unmapped', partner, q, page] as const,
    queryFn: ({ signal }) =>
      http.get<Page>('/foxy-link-mappings/unmapped', { query: { partner, search: q || undefined, page }, signal }),
    enabled: open && partner !== '',
    placeholderData: keepPreviousData,
  });
  const name = partners.data?.find((p) => String(p.id) === partner)?.label ?? '';
  const total = products.data?.meta.total ?? 0;
  const pages = Math.ceil(total / (products.data?.meta.per_page ?? 25));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>
        {name ? t('foxyLink.unmappedTitle', { partner: name }) : t('foxyLink.unmapped')}
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, mb: 1 }}>
          <TextField
            select
            size="small"
            label={t('foxyLink.pickPartner')}
            value={partners.data ? partner : ''}
            onChange={(e) => {
              setPartner(e.target.value);
              setPage(1);
            }}
            sx={{ minWidth: 220 }}
          >
            {(partners.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t('foxyLink.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            sx={{ flex: 1 }}
          />
        </Stack>
        {products.isFetching ? <LinearProgress aria-label={t('foxyLink.unmapped')} /> : null}
        {partner === '' ? (
          <Alert severity="info">{t('foxyLink.pickPartnerFirst')}</Alert>
        ) : products.data && products.data.data.length === 0 && !q ? (
          <Alert severity="success">{t('foxyLink.none')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {total >= countCap ? t('foxyLink.totalMany', { n: countCap }) : t('foxyLink.total', { n: total })}
            </Typography>
            {(products.data?.data ?? []).map((p) => (
              <UnmappedRow key={`${partner}:${p.id}`} product={p} partner={Number(partner)} />
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {pages > 1 ? (
          <>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('foxyLink.prev')}
            </Button>
            <Typography variant="body2">{t('foxyLink.page', { n: page })}</Typography>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('foxyLink.next')}
            </Button>
          </>
        ) : null}
        <Button variant="contained" onClick={onClose} sx={{ ml: 'auto' }}>
          {t('foxyLink.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
