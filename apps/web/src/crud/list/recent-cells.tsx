import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import { TitleLink } from './cells.tsx';
import { recordTitle } from './labels.ts';
import type { CellProps } from './list-extensions.ts';
import { formatRecent } from './recent-time.ts';
import { PanelTitleLink } from './record-panel.tsx';

/** When it came: «5 хв тому» while recent, then the date; the full date and time on hover. */
export function RecentTime({ iso }: { iso: unknown }) {
  const { i18n } = useTranslation();
  const shown = formatRecent(iso, intlLocale(i18n.language));
  if (!shown) return null;
  return (
    <Typography
      component="time"
      variant="caption"
      color="text.secondary"
      dateTime={String(iso)}
      title={shown.full}
      sx={{ display: 'block', whiteSpace: 'nowrap' }}
    >
      {shown.text}
    </Typography>
  );
}

/**
 * The row's title (its link) with when the record came under it: for queues read newest first
 * (callback requests, reviews), where how long ago matters more than the date.
 */
export function CreatedTitleCell({ resource, row, to }: CellProps) {
  const { t } = useTranslation();
  const title = recordTitle(t, resource, row);
  return (
    <Box>
      {/* a list-only section (reviews) opens its record in the side panel over the list, as its title always did */}
      {resource.route.edit === false ? (
        <PanelTitleLink id={row.id} title={title} />
      ) : (
        <TitleLink to={to} title={title} />
      )}
      <RecentTime iso={row.created_at} />
    </Box>
  );
}
