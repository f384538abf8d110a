import { can, type MigrationHistoryItem } from '@kramar/contract';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../crud/form/audit-format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { routeTitleKey } from '../../lib/route-handle.ts';
import { historyQuery } from './migration-api.ts';
import './texts.ts';

const statusColour = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** /migration: the migrations made so far, running ones with their progress, and the way to a new one. */
export function MigrationHistoryPage() {
  const { t, i18n } = useTranslation();
  const canMigrate = can(useCurrentUser(), 'categories.edit');
  const history = useQuery(historyQuery());
  const rows = history.data ?? [];
  const locale = intlLocale(i18n.language);
  const products = (count: number) => t('migration.productsCount', { count });

  const result = (row: MigrationHistoryItem) => {
    if (row.status === 'failed') return row.message ?? '';
    if (row.status !== 'done' || !row.result)
      return t('migration.history.progress', { done: row.done, total: row.total });
    const moved = t('migration.history.moved', { products: products(row.result.moved) });
    return row.result.lost > 0
      ? `${moved}; ${t('migration.history.lost', { products: products(row.result.lost) })}`
      : moved;
  };
  const category = (c: { id: number; title: string }) => (
    <Link component={RouterLink} to={`/categories/${c.id}`}>
      {c.title}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t(routeTitleKey('Migration.Index'))}
        subtitle={t('migration.history.subtitle')}
        actions={
          canMigrate ? (
            <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to="/migration/category">
              {t('migration.history.new')}
            </Button>
          ) : null
        }
      />
      {history.isError ? <Alert severity="error">{t('migration.history.loadError')}</Alert> : null}
      {history.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {history.data && rows.length === 0 ? <Alert severity="info">{t('migration.history.empty')}</Alert> : null}
      {rows.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <caption style={{ captionSide: 'top', position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              {t('migration.history.caption')}
            </caption>
            <TableHead>
              <TableRow>
                {(['when', 'who', 'what', 'status', 'result'] as const).map((c) => (
                  <TableCell key={c}>{t(`migration.history.columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="migration-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, locale)}</TableCell>
                  <TableCell>{row.user?.name ?? t('migration.history.nobody')}</TableCell>
                  <TableCell>
                    {category(row.source)} → {category(row.target)}
                    {row.include_subcategories ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('migration.history.subcategories')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColour[row.status]} label={t(`migration.status.${row.status}`)} />
                  </TableCell>
                  <TableCell>{result(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
