import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePanelProps {
  icon: ReactNode;
  heading: string;
  text: string;
  action?: ReactNode;
}

/** A friendly centred card for pages that have a message instead of content. */
export function MessagePanel({ icon, heading, text, action }: MessagePanelProps) {
  return (
    <Card sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 }, textAlign: 'center' }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 48,
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action}
    </Card>
  );
}
