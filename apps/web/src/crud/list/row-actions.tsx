import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import './row-actions.css';

export interface RowActionsProps {
  title: string;
  /** Where editing happens: the edit screen, or (list-only sections) a side panel the list opens. */
  editTo: string | (() => void);
  onDelete(): void;
}

/** The actions column of a row: open for editing, delete (which asks first). */
export function RowActions({ title, editTo, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const edit = t('crudList.editRow', { title });
  return (
    <div className="k-row-actions">
      {typeof editTo === 'string' ? (
        <RouterLink to={editTo} className="k-row-action" aria-label={edit}>
          <EditOutlined fontSize="small" />
        </RouterLink>
      ) : (
        <button type="button" onClick={editTo} className="k-row-action" aria-label={edit}>
          <EditOutlined fontSize="small" />
        </button>
      )}
      <button type="button" onClick={onDelete} className="k-row-action" aria-label={t('crudList.deleteRow', { title })}>
        <DeleteOutlined fontSize="small" />
      </button>
    </div>
  );
}

/** The same actions folded behind ⋮, where a phone's card has no room for a column of buttons. */
export function RowMenu({ title, editTo, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // a page of cards draws no menus until one is opened; once opened it stays, to animate its closing
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className="k-row-action k-row-action--menu"
        aria-label={t('crudList.rowActions', { title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </button>
      {opened ? (
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
      ) : null}
    </>
  );
}
