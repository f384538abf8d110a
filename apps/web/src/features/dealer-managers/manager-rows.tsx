import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActiveChip, CompanyName, LastSignIn, WorkspacesText } from './manager-cells.tsx';
import type { Manager } from './managers-api.ts';
import './texts.ts';

interface RowsProps {
  rows: readonly Manager[];
  /** Workspace id → its name. */
  names: ReadonlyMap<number, string>;
  /** Staff see every company's managers: the company is named. */
  staff: boolean;
}

function NameLink({ manager }: { manager: Manager }) {
  return (
    <Link component={RouterLink} to={`/dealers/managers/${manager.id}`} sx={{ fontWeight: 600 }}>
      {manager.name}
    </Link>
  );
}

/** A desktop's table: one manager a row. */
export function ManagerTable({ rows, names, staff }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('routes.Dealers.Managers.Index')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dealerManagers.person')}</TableCell>
            {staff ? <TableCell>{t('dealerManagers.company')}</TableCell> : null}
            <TableCell>{t('dealerManagers.contacts')}</TableCell>
            <TableCell>{t('dealerManagers.fields.workspaces')}</TableCell>
            <TableCell>{t('dealerManagers.activeFilter')}</TableCell>
            <TableCell>{t('dealerManagers.fields.last_sign_in_at')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id} hover>
              <TableCell sx={{ minWidth: 160 }}>
                <NameLink manager={m} />
                {m.job_title ? (
                  <Typography variant="body2" color="text.secondary">
                    {m.job_title}
                  </Typography>
                ) : null}
              </TableCell>
              {staff ? (
                <TableCell>
                  <CompanyName id={m.dealer_id} />
                </TableCell>
              ) : null}
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                {m.email}
                {m.phone ? (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {m.phone}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <WorkspacesText ids={m.workspaces} names={names} />
              </TableCell>
              <TableCell>
                <ActiveChip active={m.active} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LastSignIn manager={m} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** A phone's list: a card a manager, nothing wider than the screen. */
export function ManagerCards({ rows, names, staff }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('routes.Dealers.Managers.Index')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {rows.map((m) => (
        <Paper component="li" key={m.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <NameLink manager={m} />
            <ActiveChip active={m.active} />
          </Stack>
          {m.job_title || staff ? (
            <Typography variant="body2" color="text.secondary">
              {m.job_title}
              {m.job_title && staff ? ' · ' : null}
              {staff ? <CompanyName id={m.dealer_id} /> : null}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {[m.email, m.phone].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2">
            {t('dealerManagers.fields.workspaces')}: <WorkspacesText ids={m.workspaces} names={names} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dealerManagers.fields.last_sign_in_at')}: <LastSignIn manager={m} />
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
