import type { Theme } from '@mui/material/styles';

/** One look for the editor and its lightweight preview, so swapping one for the other does not jump. */
export const richTextStyles = (invalid: boolean) => (theme: Theme) => {
  const accent = invalid ? theme.palette.error.main : theme.palette.primary.main;
  return {
    border: 1,
    borderColor: invalid ? 'error.main' : 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    '&:focus-within': { borderColor: accent, boxShadow: `0 0 0 1px ${accent}` },
    '& .ProseMirror': {
      minHeight: 200,
      maxHeight: 560,
      overflowY: 'auto',
      px: 2,
      py: 1.5,
      outline: 'none',
      ...theme.typography.body1,
      '& > :first-of-type, & > div > :first-of-type': { mt: 0 },
      '& h2': { ...theme.typography.h6, mt: 2, mb: 1 },
      '& h3': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 1 },
      '& p': { my: 1 },
      '& a': { color: 'primary.main' },
    },
  } as const;
};
