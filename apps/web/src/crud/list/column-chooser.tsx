import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ColumnChooserProps {
  columns: readonly { name: string; label: string; locked: boolean }[];
  visible: readonly string[];
  onToggle(name: string): void;
}

/** Which columns this browser shows for this resource (remembered by the caller). */
export function ColumnChooser({ columns, visible, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', flexShrink: 0 }}
      >
        {t('crudList.columns')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { dense: true, 'aria-label': t('crudList.columnsMenu') } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('crudList.columnsMenu')}</ListSubheader>
        {columns.map((column) => {
          const checked = visible.includes(column.name);
          return (
            <MenuItem
              key={column.name}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={column.locked}
              onClick={() => onToggle(column.name)}
            >
              <ListItemIcon>
                {checked ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
