import Box from '@mui/material/Box';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first tab stop of every screen: past the top bar and the menu straight to the page. Hidden
 * until focused. Focus moves by script, not by the #hash, so the router sees no navigation.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
      })}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
