import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteMenuEntry } from './palette-catalog.ts';
import { isHelpKey, isPaletteKey, modifierLabel } from './shortcut-keys.ts';

// Only the key listener and the button ship with the shell; the dialogs load on first use.
const PaletteDialog = lazy(() => import('./palette-dialog.tsx').then((m) => ({ default: m.PaletteDialog })));
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

type Open = 'palette' | 'shortcuts' | null;

interface CommandPaletteProps {
  /** The menu this user sees: the palette offers exactly those sections. */
  menu: readonly PaletteMenuEntry[];
}

/** The top bar's search button, Ctrl+K (⌘K) and `?` anywhere in the shell. */
export function CommandPalette({ menu }: CommandPaletteProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  // once loaded a dialog stays mounted, so it can close with its transition and give focus back
  const [used, setUsed] = useState<{ palette?: true; shortcuts?: true }>({});
  const show = (which: Exclude<Open, null>) => {
    setUsed((u) => ({ ...u, [which]: true }));
    setOpen(which);
  };

  // a layout effect: the listener is there before the button is painted, so a user (or a test)
  // pressing Ctrl+K as soon as they see the button is never ignored
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        setUsed((u) => ({ ...u, palette: true }));
        setOpen((current) => (current === 'palette' ? null : 'palette'));
      } else if (isHelpKey(event) && !event.defaultPrevented) {
        event.preventDefault();
        setUsed((u) => ({ ...u, shortcuts: true }));
        setOpen('shortcuts');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const keys = `${modifierLabel()} K`;
  const close = () => setOpen(null);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => show('palette')}
        aria-keyshortcuts="Control+K Meta+K"
        startIcon={<SearchIcon />}
        sx={{
          display: { xs: 'none', sm: 'inline-flex' },
          flexShrink: 0,
          justifyContent: 'flex-start',
          minWidth: 220,
          borderColor: 'divider',
          color: 'text.secondary',
          fontWeight: 400,
          textTransform: 'none',
        }}
      >
        <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
          {t('palette.trigger')}
        </Box>
        <Box
          component="kbd"
          sx={{
            ml: 2,
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'inherit',
            fontSize: 12,
          }}
        >
          {keys}
        </Box>
      </Button>
      <IconButton
        aria-label={`${t('palette.trigger')} ${keys}`}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show('palette')}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Suspense fallback={null}>
        {used.palette && <PaletteDialog open={open === 'palette'} onClose={close} menu={menu} />}
        {used.shortcuts && <ShortcutsDialog open={open === 'shortcuts'} onClose={close} />}
      </Suspense>
    </>
  );
}
