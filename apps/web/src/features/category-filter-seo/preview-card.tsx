import { type FilterSeoAttribute, filterSeoShown } from '@kramar/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readShopUrl } from '../../lib/shop-url.ts';
import { type FilterSeoDraft, pageTexts } from './filter-seo-draft.ts';
import './texts.ts';

export interface PreviewChoice {
  attribute: number | undefined;
  value: number | undefined;
}

interface PreviewCardProps {
  category: { title: string; slug?: string };
  attributes: FilterSeoAttribute[];
  draft: FilterSeoDraft;
  choice: PreviewChoice;
  onChoose(choice: PreviewChoice): void;
}

/** One filter page as the shop and a search engine would show it, redrawn on every keystroke. */
export function PreviewCard({ category, attributes, draft, choice, onChoose }: PreviewCardProps) {
  const { t } = useTranslation();
  const attribute = attributes.find((a) => a.id === choice.attribute);
  const value = attribute?.values.find((v) => v.id === choice.value);
  const texts = pageTexts(
    draft,
    { category: category.title, attribute: attribute?.title ?? '', value: value?.title ?? '' },
    value?.id,
  );
  const host = readShopUrl().replace(/^https?:\/\//, '');
  // the shop's address of a filter page is its own affair: the preview names the category's only
  const crumbs = [host.replace(/\/$/, ''), category.slug];
  const counted = (key: 'meta_title' | 'meta_description') => {
    const length = texts[key].length;
    const max = filterSeoShown[key];
    return (
      <Typography variant="caption" color={length > max ? 'warning.main' : 'text.secondary'}>
        {t('filterSeo.length', { length, max })}
      </Typography>
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="filter-seo-preview" sx={{ p: 3 }}>
      <Typography id="filter-seo-preview" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('filterSeo.preview')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', mb: 2.5 }}>
        <TextField
          select
          size="small"
          label={t('filterSeo.attribute')}
          value={attribute?.id ?? ''}
          disabled={attributes.length === 0}
          onChange={(event) => {
            const next = attributes.find((a) => a.id === Number(event.target.value));
            onChoose({ attribute: next?.id, value: next?.values[0]?.id });
          }}
        >
          {attributes.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('filterSeo.value')}
          value={value?.id ?? ''}
          disabled={!attribute || attribute.values.length === 0}
          onChange={(event) => onChoose({ attribute: attribute?.id, value: Number(event.target.value) })}
        >
          {(attribute?.values ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.title}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box aria-live="polite" data-testid="filter-seo-preview" sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('filterSeo.text.h1')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="preview-h1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {texts.h1 || <Empty />}
          </Typography>
        </Box>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {crumbs.filter(Boolean).join(' › ')}
          </Typography>
          <Typography
            data-testid="preview-title"
            sx={{ color: 'primary.main', fontSize: 18, lineHeight: 1.3, mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {texts.meta_title || <Empty />}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="preview-description"
            sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {texts.meta_description || <Empty />}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {counted('meta_title')}
          {counted('meta_description')}
          {texts.own.length > 0 ? <Chip size="small" color="info" label={t('filterSeo.ownTexts')} /> : null}
        </Box>
      </Box>
    </Paper>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic', fontWeight: 400, fontSize: 14 }}>
      {t('filterSeo.empty')}
    </Box>
  );
}
