import { can } from '@kramar/contract';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import type { RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import './texts.ts';

/** On the categories list: move this category's products elsewhere, the migration's first step pre-filled. */
export function MigrateRowAction({ row, title }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  if (!can(useCurrentUser(), 'categories.edit')) return null;
  return (
    <IconButton
      size="small"
      component={RouterLink}
      to={`/migration/category?source=${row.id}`}
      aria-label={t('migration.rowAction', { title })}
      title={t('migration.rowActionShort')}
      // the row opens its record on a click: this link goes elsewhere
      onClick={(event) => event.stopPropagation()}
    >
      <DriveFileMoveOutlined fontSize="small" />
    </IconButton>
  );
}
