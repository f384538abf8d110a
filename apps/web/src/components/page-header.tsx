import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The screen's primary action sits here, at the same place on every screen. */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {/* focusable by script only: it takes focus after a menu choice (the shell's useTitleFocus) */}
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 600, '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        // several actions wrap on a phone rather than push the page wider than the window
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0, maxWidth: '100%' }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
