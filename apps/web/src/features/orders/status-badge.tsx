import Chip from '@mui/material/Chip';
import type { TimelineStatus } from './orders-api.ts';

/** Black or white text, whichever reads better on the status's own colour (WCAG's luminance). */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = Number.parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // the contrast against white and against black: the larger wins
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

/** An order status as a chip in the status's own colour. */
export function StatusBadge({ status }: { status: Pick<TimelineStatus, 'title' | 'color'> }) {
  return (
    <Chip
      size="small"
      label={status.title}
      data-status={status.title}
      sx={{ bgcolor: status.color, color: textOn(status.color), fontWeight: 600 }}
    />
  );
}
