import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SidePanelProps {
  /** Names the heading, so the section is labelled by it. */
  id: string;
  title: string;
  /** The panel's own button beside its title (print, add, merge). */
  action?: ReactNode;
  children: ReactNode;
}

/** A section beside a record's form (an order's timeline, a product's kits, a customer's orders). */
export function SidePanel({ id, title, action, children }: SidePanelProps) {
  return (
    // no wider than its column: what does not fit scrolls or wraps inside
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
