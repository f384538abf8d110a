import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { type Application, useDecisions, usePendingApplications } from './moderation-api.ts';
import { ApproveDialog, ReasonDialog } from './moderation-dialogs.tsx';
import './texts.ts';

/** Someone else already has this phone or e-mail: amber, with dark text to stay readable. */
const Duplicate = ({ label }: { label: string }) => (
  <Chip size="small" color="warning" sx={{ color: 'rgba(0, 0, 0, 0.87)' }} label={label} />
);

/** What a moderator checks before deciding: the code's check digit and who else has this phone or e-mail. */
function Checks({ checks }: { checks: Application['checks'] }) {
  const { t } = useTranslation();
  const phone = checks.phone.dealers + checks.phone.customers;
  const email = checks.email.dealers + checks.email.customers + checks.email.accounts;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {checks.edrpou_valid ? (
        <Chip size="small" color="success" label={t('dealerModeration.edrpouValid')} />
      ) : (
        <Chip size="small" color="error" label={t('dealerModeration.edrpouInvalid')} />
      )}
      {phone > 0 ? <Duplicate label={t('dealerModeration.phoneTaken', checks.phone)} /> : null}
      {email > 0 ? <Duplicate label={t('dealerModeration.emailTaken', checks.email)} /> : null}
      {phone + email === 0 ? <Chip size="small" variant="outlined" label={t('dealerModeration.noDuplicates')} /> : null}
    </Stack>
  );
}

type Asking = { kind: 'approve' | 'reject'; ids: number[]; name: string } | null;

/** SPEC §2 `/dealers-users/moderation`: pending applications oldest first, decided one by one or in bulk. */
export function ModerationPage() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<Asking>(null);
  const list = usePendingApplications(page);
  const decisions = useDecisions(() => {
    setAsking(null);
    setChosen(new Set());
  });
  const rows = list.data?.data ?? [];
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const all = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const ask = (kind: 'approve' | 'reject', ids: number[]) =>
    setAsking({ kind, ids, name: rows.find((row) => row.id === ids[0])?.legal_name ?? '' });

  return (
    <Box>
      <PageHeader title={t('dealerModeration.title')} subtitle={t('dealerModeration.subtitle')} />
      {rows.length > 0 ? (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, py: 0.5, mb: 1 }}
        >
          <Checkbox
            checked={all}
            indeterminate={!all && chosen.size > 0}
            onChange={() => setChosen(all ? new Set() : new Set(rows.map((row) => row.id)))}
            slotProps={{ input: { 'aria-label': t('dealerModeration.selectAll') } }}
          />
          <Typography sx={{ flexGrow: 1 }}>
            {chosen.size > 0 ? t('dealerModeration.selected', { count: chosen.size }) : t('dealerModeration.selectAll')}
          </Typography>
          {chosen.size > 0 ? (
            <>
              <Button variant="contained" color="success" onClick={() => ask('approve', [...chosen])}>
                {t('dealerModeration.approve')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => ask('reject', [...chosen])}>
                {t('dealerModeration.reject')}
              </Button>
            </>
          ) : null}
        </Paper>
      ) : null}
      {list.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {list.isError ? <Typography color="error">{t('dealerModeration.failed')}</Typography> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('dealerModeration.empty')}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.id}
            variant="outlined"
            aria-label={row.legal_name}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 1.5 }}
          >
            <Checkbox
              checked={chosen.has(row.id)}
              onChange={() => toggle(row.id)}
              sx={{ mt: -0.5 }}
              slotProps={{ input: { 'aria-label': t('dealerModeration.selectOne', { name: row.legal_name }) } }}
            />
            <Box sx={{ flex: '2 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.legal_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('resources.dealers-users.fields.edrpou')}: {row.edrpou}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dealerModeration.applied')}: {formatDateTime(row.created_at, locale)}
              </Typography>
            </Box>
            <Box sx={{ flex: '2 1 220px', minWidth: 0 }}>
              <Typography variant="body2">{row.contact_person}</Typography>
              <Typography variant="body2">{row.phone}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Typography>
            </Box>
            <Box sx={{ flex: '3 1 260px', minWidth: 0 }}>
              <Checks checks={row.checks} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ flex: '0 0 auto', ml: 'auto' }}>
              <Button size="small" variant="contained" color="success" onClick={() => ask('approve', [row.id])}>
                {t('dealerModeration.approve')}
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => ask('reject', [row.id])}>
                {t('dealerModeration.reject')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ListPager page={page} lastPage={list.data?.meta.last_page ?? 1} onPage={setPage} />
      <ApproveDialog
        open={asking?.kind === 'approve'}
        ids={asking?.ids ?? []}
        name={asking?.name ?? ''}
        busy={decisions.busy}
        onClose={() => setAsking(null)}
        onConfirm={(approval) => decisions.approve.mutate(approval)}
      />
      <ReasonDialog
        open={asking?.kind === 'reject'}
        title={t('dealerModeration.rejectTitle', { count: asking?.ids.length ?? 0, name: asking?.name ?? '' })}
        text={t('dealerModeration.rejectText')}
        confirmLabel={t('dealerModeration.reject')}
        busy={decisions.busy}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => decisions.reject.mutate({ ids: asking?.ids ?? [], reason })}
      />
    </Box>
  );
}
