import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImageCell } from '../../crud/list/cells.tsx';
import type { CellProps } from '../../crud/list/list-extensions.ts';
import './texts.ts';

/** The rating as five stars, read out as words. */
export function RatingCell({ row }: CellProps) {
  const { t } = useTranslation();
  const rating = typeof row.rating === 'number' ? row.rating : null;
  if (rating === null) return null;
  return (
    <Rating
      value={rating}
      readOnly
      size="small"
      aria-label={t('reviews.stars', { rating })}
      title={t('reviews.stars', { rating })}
    />
  );
}

const shown = 3;

/** The first photos as thumbnails, and how many more there are. */
export function PhotosCell({ row }: CellProps) {
  const photos = Array.isArray(row.photos) ? row.photos.filter((p): p is string => typeof p === 'string') : [];
  if (photos.length === 0) return null;
  const author = typeof row.author === 'string' ? row.author : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {photos.slice(0, shown).map((path) => (
        <ImageCell key={path} path={path} alt={author} />
      ))}
      {photos.length > shown ? (
        <Typography variant="caption" color="text.secondary">
          +{photos.length - shown}
        </Typography>
      ) : null}
    </Box>
  );
}
