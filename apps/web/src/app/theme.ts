import { enUS, ukUA } from '@mui/material/locale';
import { alpha, createTheme, type Theme } from '@mui/material/styles';

const purple = { main: '#6b3fa0', light: '#9470c4', dark: '#4b2a75', contrastText: '#ffffff' };

// No web fonts: the CSP allows fonts from 'self' only, and the system stack renders Cyrillic well.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const base = {
  palette: {
    mode: 'light' as const,
    primary: purple,
    secondary: { main: '#e8913a', contrastText: '#ffffff' },
    background: { default: '#f6f4fa', paper: '#ffffff' },
    text: { primary: '#231b2e', secondary: '#5f566b' },
    divider: '#e6e1ee',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h5: { fontWeight: 600, letterSpacing: '-0.01em' },
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' as const } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ border: `1px solid ${theme.palette.divider}` }) },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderRadius: 8,
          '&.active, &.Mui-selected': {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            color: theme.palette.primary.dark,
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
            '& .MuiListItemText-primary': { fontWeight: 600 },
          },
          '&.active:hover, &.Mui-selected:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.18) },
        }),
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
};

/** Light theme, purple primary (SPEC §9), MUI texts in the interface language. */
export function createAppTheme(language: string): Theme {
  return createTheme(base, language === 'en' ? enUS : ukUA);
}
