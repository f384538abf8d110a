import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CardProps {
  /** Names the heading, so the section is labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
  /** A link or button beside the heading. */
  action?: ReactNode;
}

/** One titled block of the dealer panel's screens. */
export function Card({ id, title, children, action }: CardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
