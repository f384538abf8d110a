import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface RowActionsProps {
  title: string;
  /** Where editing happens: the edit screen, or (list-only sections) a side panel the list opens. */
  editTo: string | (() => void);
  onDelete(): void;
}

/** The actions column of a row: open for editing, delete (which asks first). */
export function RowActions({ title, editTo, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {typeof editTo === 'string' ? (
        <IconButton component={RouterLink} to={editTo} size="small" aria-label={t('crudList.editRow', { title })}>
          <EditOutlined fontSize="small" />
        </IconButton>
      ) : (
        <IconButton onClick={editTo} size="small" aria-label={t('crudList.editRow', { title })}>
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" aria-label={t('crudList.deleteRow', { title })} onClick={onDelete}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The same actions folded behind ⋮, where a phone's card has no room for a column of buttons. */
export function RowMenu({ title, editTo, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={t('crudList.rowActions', { title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: -1 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('crudList.rowActions', { title }) } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            if (typeof editTo === 'string') void navigate(editTo);
            else editTo();
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('crudList.edit')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          {t('crudList.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
