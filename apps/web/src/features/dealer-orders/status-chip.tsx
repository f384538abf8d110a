import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { statusesQuery } from './api.ts';

/** An order's status in the shop's colour for it (a grey chip while the colours load). */
export function StatusChip({ id, title }: { id: number | null; title: string | null }) {
  const statuses = useQuery(statusesQuery);
  const color = statuses.data?.statuses.find((s) => s.id === id)?.color ?? '#9e9e9e';
  return (
    <Chip
      size="small"
      label={title ?? '—'}
      variant="outlined"
      sx={{
        borderColor: color,
        '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: color, ml: 1 },
      }}
    />
  );
}
