import AddOutlined from '@mui/icons-material/AddOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const rowHeight = 56;
const headerHeight = 56;
const footerHeight = 52;

/**
 * Placeholder rows shaped like the grid (header, rows, footer), shown until the first page and
 * the grid's code arrive, so the page does not jump when they do.
 */
export function GridSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy sx={{ minHeight: headerHeight + rows * rowHeight + footerHeight }}>
      <Box sx={{ height: headerHeight, px: 2, display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}>
        <Skeleton variant="text" width="30%" />
      </Box>
      {Array.from({ length: rows }, (_, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders never reorder
          key={i}
          sx={{
            height: rowHeight,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 3,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Skeleton variant="text" sx={{ flex: 2 }} />
          <Skeleton variant="text" sx={{ flex: 1 }} />
          <Skeleton variant="text" sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}

interface StatePanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}

function StatePanel({ icon, title, text, action, role = 'status' }: StatePanelProps) {
  return (
    <Box
      role={role}
      sx={{
        py: { xs: 6, md: 8 },
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ color: 'primary.light', '& svg': { fontSize: 48 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}

/** Nothing yet: the way forward is to create the first record (for those who may). */
export function EmptyState({ createTo }: { createTo?: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={<Inventory2Outlined />}
      title={t('crudList.emptyTitle')}
      text={t('crudList.emptyText')}
      action={
        createTo ? (
          <Button component={RouterLink} to={createTo} variant="contained" startIcon={<AddOutlined />}>
            {t('crudList.emptyCreate')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Records exist, but none matches: the way forward is to loosen the search. */
export function NoMatchesState({ onClear }: { onClear(): void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={<FilterAltOffOutlined />}
      title={t('crudList.noMatchesTitle')}
      text={t('crudList.noMatchesText')}
      action={
        <Button onClick={onClear} variant="outlined">
          {t('crudList.noMatchesClear')}
        </Button>
      }
    />
  );
}

export function ErrorState({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      role="alert"
      icon={<CloudOffOutlined />}
      title={t('crudList.errorTitle')}
      text={t('crudList.errorText')}
      action={
        <Button onClick={onRetry} variant="contained" disabled={retrying}>
          {t('crudList.retry')}
        </Button>
      }
    />
  );
}
