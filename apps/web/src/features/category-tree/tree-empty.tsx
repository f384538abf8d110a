import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/** No categories yet: the way forward is the first one (for those who may make it). */
export function TreeEmpty({ onCreate }: { onCreate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ py: { xs: 6, md: 8 }, px: 3, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: 'primary.light', '& svg': { fontSize: 48 } }}>
        <AccountTreeOutlined />
      </Box>
      <Typography variant="h6" component="h2">
        {t('categoryTree.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('categoryTree.emptyText')}
      </Typography>
      {onCreate ? (
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate} sx={{ mt: 1 }}>
          {t('categoryTree.emptyCreate')}
        </Button>
      ) : null}
    </Box>
  );
}
