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

// WCAG 2.4.11/1.4.11: a 2 px ring in the primary colour (7:1 on white, 6.5:1 on the page's lilac).
const focusRing = (theme: Theme, offset: number) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: offset,
});

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
    // native links, the skip link, anything focusable that is not an MUI button; text fields show
    // their own 2 px border instead, and a title or a region focused by the app is no control.
    // :where() keeps it weaker than any component's own style.
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        ':where(:focus-visible:not(input, textarea, [tabindex="-1"]))': focusRing(theme, 2),
      }),
    },
    // buttons, icon buttons, tabs, menu items, checkboxes, switches and radios are all ButtonBase,
    // which removes the outline and shows only a faint ripple on keyboard focus
    MuiButtonBase: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme, 2) }) },
    },
    MuiLink: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme, 2) }) },
    },
    // inside a drawer or a menu the ring goes inwards, where scrolling containers cannot clip it
    MuiMenuItem: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme, -2) }) },
    },
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
          '&.Mui-focusVisible': focusRing(theme, -2),
        }),
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    // While a Collapse opens or shuts, MUI clips it with overflow: hidden, a scroll container: an item
    // scrolled into view mid-animation (focus, a click) moved inside the clip, then slid back under the
    // pointer as the clip grew (a press on a sidebar link was released on the one above). `clip` scrolls not.
    MuiCollapse: { styleOverrides: { root: { '&:not(.MuiCollapse-entered)': { overflow: 'clip' } } } },
    // a locked field's helper says why it is locked: MUI greys it as the field (2.67:1), too faint to read
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
};

/**
 * For whoever asked their system for less motion (WCAG 2.3.3): no slides, fades, growing menus,
 * ripples or pulsing skeletons; everything appears where it ends.
 */
const still = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false as const } },
  },
};

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Light theme, purple primary (SPEC §9), MUI texts in the interface language. */
export function createAppTheme(language: string, reducedMotion = prefersReducedMotion()): Theme {
  return createTheme(base, reducedMotion ? still : {}, language === 'en' ? enUS : ukUA);
}
