import type { ListEnvelope, ResourceRecord } from '@kramar/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { http } from '../../api/http.ts';
import { SidePanel } from '../../components/side-panel.tsx';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { StatusChip } from '../../crud/list/cells.tsx';
import { formatMoney, shownStatus } from '../../crud/list/format.ts';
import { optionLabel } from '../../crud/list/labels.ts';
import { resources, screenPaths } from '../../crud/registry.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import './texts.ts';

const kits = resources.find((r) => r.name === 'product-kits');

/** The product's kits beside its form: each opens its own screen, and a new one starts from here. */
export function ProductKitsPanel({ id, canWrite }: FormExtensionProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const list = useQuery({
    // under the kits' key: a kit saved anywhere refreshes this list
    queryKey: ['product-kits', 'of-product', String(id)] as const,
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<ResourceRecord>>('/product-kits', {
        query: { 'filter[product]': id, per_page: 50, sort: 'position' },
        signal,
      }),
  });
  if (!kits) return null;
  const rows = list.data?.data ?? [];
  const status = kits.fields.status;
  return (
    <SidePanel
      id="product-kits-heading"
      title={t('resources.product-kits.title')}
      action={
        canWrite ? (
          <Button component={RouterLink} to={screenPaths.create(kits, id)} size="small" startIcon={<AddRoundedIcon />}>
            {t('products.kit.new')}
          </Button>
        ) : null
      }
    >
      {list.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {list.isError ? t('products.kit.loadError') : t('products.kit.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((kit) => {
            const state = status ? shownStatus(status, kit.status, kit) : '';
            return (
              <Box
                component="li"
                key={kit.id}
                sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Link
                  component={RouterLink}
                  to={screenPaths.edit(kits, kit.id, id)}
                  sx={{ fontWeight: 600, mr: 'auto' }}
                >
                  {String(kit.title ?? `#${kit.id}`)}
                </Link>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(kit.total, locale)}
                </Typography>
                {state ? <StatusChip value={state} label={optionLabel(t, kits, 'status', state)} /> : null}
              </Box>
            );
          })}
        </Box>
      )}
    </SidePanel>
  );
}
