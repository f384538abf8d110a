import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ListExtensionProps } from '../../crud/list/list-extensions.ts';
import './texts.ts';

/** New requests only, or all of them: a link, so its name (not aria-pressed) says which is shown. */
export function RequestListActions(_: ListExtensionProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const onlyNew = params.get('filter[status]') === 'new';
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('cursor');
  if (onlyNew) next.delete('filter[status]');
  else next.set('filter[status]', 'new');
  return (
    <Button
      component={RouterLink}
      to={{ search: next.toString() }}
      variant={onlyNew ? 'contained' : 'outlined'}
      startIcon={<FiberNewOutlined />}
    >
      {onlyNew ? t('requests.allRequests') : t('requests.onlyNew')}
    </Button>
  );
}
