import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ColumnChooserProps {
  columns: readonly { name: string; label: string; locked: boolean }[];
  visible: readonly string[];
  onToggle(name: string): void;
}

/**
 * Which columns this browser shows for this resource (remembered by the caller). A disclosure
 * of checkboxes rendered in place, not a menu in a portal: every column stays a plain checkbox
 * to assistive technology, and the panel stays inside the list's landmark.
 */
export function ColumnChooser({ columns, visible, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box sx={{ position: 'relative' }} onKeyDown={onKeyDown}>
        <Button
          ref={button}
          variant="outlined"
          color="inherit"
          startIcon={<ViewColumnOutlined />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((v) => !v)}
          sx={{ borderColor: 'divider', flexShrink: 0 }}
        >
          {t('crudList.columns')}
        </Button>
        {open ? (
          <Paper
            id={panelId}
            role="group"
            aria-labelledby={titleId}
            elevation={8}
            sx={{
              position: 'absolute',
              right: 0,
              top: 'calc(100% + 4px)',
              zIndex: 20,
              width: 'max-content',
              maxWidth: 'min(320px, calc(100vw - 32px))',
              maxHeight: 'min(420px, 70vh)',
              overflowY: 'auto',
              py: 1,
            }}
          >
            <Box id={titleId} sx={{ px: 2, pb: 0.5, typography: 'body2', color: 'text.secondary', fontWeight: 600 }}>
              {t('crudList.columnsMenu')}
            </Box>
            {columns.map((column, i) => (
              <FormControlLabel
                key={column.name}
                label={column.label}
                disabled={column.locked}
                sx={{ display: 'flex', mx: 0, pl: 1, pr: 2 }}
                control={
                  <Checkbox
                    size="small"
                    autoFocus={i === 0 && !column.locked}
                    checked={visible.includes(column.name)}
                    onChange={() => onToggle(column.name)}
                  />
                }
              />
            ))}
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
