import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './texts.ts';

/** On the categories list: the same categories as a tree, where order and nesting are changed. */
export function TreeLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to="/categories-tree" variant="outlined" startIcon={<AccountTreeOutlined />}>
      {t('categoryTree.open')}
    </Button>
  );
}
