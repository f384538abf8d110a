import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { modifierLabel } from './shortcut-keys.ts';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What `?` shows: every shortcut the back office answers to. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const mod = modifierLabel();
  const rows: [keys: string[], what: string][] = [
    [[mod, 'K'], t('palette.shortcuts.palette')],
    [[mod, 'S'], t('palette.shortcuts.save')],
    [['?'], t('palette.shortcuts.help')],
    [['↑', '↓'], t('palette.shortcuts.move')],
    [['Enter'], t('palette.shortcuts.run')],
    [['Esc'], t('palette.shortcuts.close')],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('palette.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, m: 0 }}>
          {rows.map(([keys, what]) => (
            <Fragment key={what}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                {keys.map((key) => (
                  <Box
                    key={key}
                    component="kbd"
                    sx={{
                      minWidth: 28,
                      px: 0.75,
                      py: 0.25,
                      textAlign: 'center',
                      border: 1,
                      borderColor: 'divider',
                      borderBottomWidth: 2,
                      borderRadius: 1,
                      fontFamily: 'inherit',
                      fontSize: 13,
                    }}
                  >
                    {key}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0, alignSelf: 'center' }}>
                {what}
              </Box>
            </Fragment>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('palette.shortcuts.ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
