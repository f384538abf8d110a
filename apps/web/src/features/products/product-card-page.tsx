import { can, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { RecordMissing } from '../../crud/form/record-missing.tsx';
import { labelKeys, resources, screenPaths } from '../../crud/registry.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { CardSection } from './card-facts.tsx';
import { ProductCardAttributes } from './product-card-attributes.tsx';
import { ProductCardDescription, ProductCardDetails } from './product-card-details.tsx';
import { ProductCardGallery } from './product-card-gallery.tsx';
import './texts.ts';

const products = resources.find((r) => r.name === 'products') as ResourceDef;

/**
 * `/products/{id}/show`: the product as a card for those who may read the catalogue but not change
 * it (SPEC §2): its pictures, prices, availability, category, attributes and descriptions.
 */
export function ProductCardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const query = useQuery({ ...recordQueryOptions(products, id), enabled: valid });
  const canEdit = can(useCurrentUser(), writeScope(products));
  const routeTitle = t(routeTitleKey('Products.Show'));
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) {
    return <RecordMissing resource={products} title={routeTitle} kind="notFound" />;
  }
  if (query.isError) {
    return (
      <RecordMissing resource={products} title={routeTitle} kind="loadError" onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
        <PageHeader title={<Skeleton width={320} />} subtitle={<Skeleton width={160} />} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  const product: ResourceRecord = query.data;
  const name = String(product.name ?? `#${product.id}`);
  return (
    <Box sx={{ maxWidth: 1320 }}>
      <PageHeader
        title={name}
        subtitle={routeTitle}
        actions={
          canEdit ? (
            <Button
              component={RouterLink}
              to={screenPaths.edit(products, product.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              {t('products.card.edit')}
            </Button>
          ) : null
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ProductCardGallery paths={(product.gallery as string[] | undefined) ?? []} name={name} />
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ProductCardDetails resource={products} product={product} />
          <CardSection id="card-attributes" title={t(labelKeys.tab(products, 'attributes'))}>
            <ProductCardAttributes product={product} />
          </CardSection>
          <ProductCardDescription resource={products} product={product} />
        </Box>
      </Box>
    </Box>
  );
}
