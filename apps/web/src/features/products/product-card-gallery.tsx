import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl, uploadUrl } from '../../crud/resource-api.ts';
import './texts.ts';

/** The product's pictures on its card: the chosen one large, the rest as thumbnails to choose from. */
export function ProductCardGallery({ paths, name }: { paths: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = paths[shown] ?? paths[0];
  if (!current) {
    return (
      <Box
        sx={{ aspectRatio: '4 / 3', borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}
      >
        <ImageOutlinedIcon fontSize="large" color="disabled" titleAccess={t('products.card.noPhotos')} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="img"
        src={uploadUrl(current)}
        alt={t('products.card.photo', { name, n: shown + 1, count: paths.length })}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      {paths.length > 1 ? (
        <Box
          component="ul"
          aria-label={t('products.card.photos')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0 }}
        >
          {paths.map((path, i) => (
            <Box component="li" key={path} sx={{ listStyle: 'none' }}>
              <ButtonBase
                aria-label={t('products.card.showPhoto', { n: i + 1 })}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: i === shown ? 'primary.main' : 'divider',
                  bgcolor: 'action.hover',
                }}
              >
                <Box
                  component="img"
                  src={thumbnailUrl(path)}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
                />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
