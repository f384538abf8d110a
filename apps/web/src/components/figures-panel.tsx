import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FiguresPanelProps {
  /** Names the heading, so the section is labelled by it. */
  id: string;
  title: string;
  /** The figures, read out when they change. */
  children: ReactNode;
  /** A line under the figures: where they come from. */
  note: string;
  testId?: string;
  /** Newer figures are on their way: these are dimmed. */
  busy?: boolean;
}

/** A few money figures worked out live (a kit's prices, an order's totals), one of them the answer. */
export function FiguresPanel({ id, title, children, note, testId, busy = false }: FiguresPanelProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-heading`}
      sx={{ p: 2, bgcolor: 'action.hover', display: 'grid', gap: 1 }}
    >
      <Typography id={`${id}-heading`} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        aria-live="polite"
        aria-busy={busy}
        data-testid={testId}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 2, sm: 4 },
          alignItems: 'baseline',
          opacity: busy ? 0.6 : 1,
        }}
      >
        {children}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    </Paper>
  );
}

export function Figure({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        component="p"
        variant={strong ? 'h5' : 'h6'}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
