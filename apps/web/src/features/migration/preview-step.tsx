import type { MigrationPreview } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/** Step four: what moving would do, in sentences: how many products, what goes, what is lost. */
export function PreviewStep({ preview }: { preview: MigrationPreview }) {
  const { t } = useTranslation();
  const mapped = preview.attributes.filter((a) => a.to !== null);
  const lostAttributes = preview.lost.attributes.filter((a) => a.products > 0);
  const lostValues = preview.lost.values.filter((v) => v.products > 0);
  return (
    <Box data-testid="migration-preview" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('migration.preview.heading')}
      </Typography>
      {preview.products === 0 ? (
        <Alert severity="info">{t('migration.preview.empty')}</Alert>
      ) : (
        <Typography>
          {t('migration.preview.products', {
            count: preview.products,
            source: preview.source.title,
            target: preview.target.title,
          })}
        </Typography>
      )}
      {mapped.length > 0 ? (
        <Typography color="text.secondary">
          {t('migration.preview.mapped', { list: mapped.map((a) => a.title).join(', ') })}
        </Typography>
      ) : null}
      {preview.lost.products_with_loss === 0 ? (
        <Alert severity="success">{t('migration.preview.noLoss')}</Alert>
      ) : (
        <Alert severity="warning">
          {t('migration.preview.loss', { count: preview.lost.products_with_loss })}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lostAttributes.map((a) => (
              <li key={`a${a.attribute}`}>
                {t('migration.preview.lostAttribute', { title: a.title, count: a.products })}
              </li>
            ))}
            {lostValues.map((v) => (
              <li key={`v${v.value}`}>{t('migration.preview.lostValue', { title: v.title, count: v.products })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {preview.required_missing.length > 0 ? (
        <Alert severity="info">
          {t('migration.preview.required')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.required_missing.map((r) => (
              <li key={r.attribute}>{t('migration.preview.requiredItem', { title: r.title, count: r.products })}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
