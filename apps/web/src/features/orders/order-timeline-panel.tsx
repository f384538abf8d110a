import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { validationErrors } from '../../api/error-bodies.ts';
import { notifySuccess } from '../../api/notify.ts';
import { SidePanel } from '../../components/side-panel.tsx';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { formatDateTime } from '../../crud/list/format.ts';
import { fieldLabel } from '../../crud/list/labels.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { OrderStatusSwitch } from './order-status-switch.tsx';
import { addComment, ordersResource, type TimelineEntry, timelineKey, timelineQuery } from './orders-api.ts';
import { StatusBadge } from './status-badge.tsx';
import './texts.ts';
import { TextBox } from '../../components/text-box.tsx';

/** Beside an order's form: print, a quick status change, and what happened to it, oldest first. */
export function OrderTimelinePanel({ id, canWrite }: FormExtensionProps) {
  const { t } = useTranslation();
  const timeline = useQuery(timelineQuery(id));
  return (
    <SidePanel
      id="order-timeline-heading"
      title={t('orders.timeline.title')}
      action={
        <Button
          component={RouterLink}
          to={`/orders/${id}/print`}
          target="_blank"
          size="small"
          startIcon={<PrintRounded />}
        >
          {t('orders.print.open')}
        </Button>
      }
    >
      <OrderStatusSwitch id={id} canWrite={canWrite} />
      {timeline.isPending ? (
        <Box role="status" aria-busy="true" aria-label={t('common.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Box>
      ) : timeline.isError ? (
        <Typography variant="body2" color="error">
          {t('orders.timeline.failed')}
        </Typography>
      ) : (
        <Box
          component="ol"
          data-testid="order-timeline"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {timeline.data.map((entry) => (
            <TimelineItem key={`${entry.kind}-${entry.id}`} entry={entry} />
          ))}
        </Box>
      )}
      {canWrite ? <CommentBox id={id} /> : null}
    </SidePanel>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const color = entry.status?.color ?? (entry.kind === 'comment' ? '#0288d1' : '#9e9e9e');
  return (
    <Box component="li" data-kind={entry.kind} sx={{ display: 'grid', gridTemplateColumns: '12px 1fr', gap: 1.25 }}>
      <Box aria-hidden sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: color }} />
      <Box sx={{ minWidth: 0 }}>
        <EntryBody entry={entry} />
        <Typography variant="caption" color="text.secondary" component="p">
          {[entry.user?.name ?? t('orders.timeline.system'), formatDateTime(entry.at, locale)].join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

function EntryBody({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  switch (entry.kind) {
    case 'created':
      return <Typography variant="body2">{t('orders.timeline.created')}</Typography>;
    case 'status':
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <Typography variant="body2">{t('orders.timeline.status')}</Typography>
          {entry.from_status ? <StatusBadge status={entry.from_status} /> : null}
          {entry.from_status ? <span aria-hidden>→</span> : null}
          {entry.status ? <StatusBadge status={entry.status} /> : null}
        </Box>
      );
    case 'comment':
      return (
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.5 }}
        >
          {entry.text}
        </Typography>
      );
    default:
      return (
        <Typography variant="body2">
          {t('orders.timeline.edit')}
          {changedNames(entry.changes).length > 0 ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {`: ${changedNames(entry.changes)
                .map((name) => fieldLabel(t, ordersResource, name))
                .join(', ')}`}
            </Box>
          ) : null}
        </Typography>
      );
  }
}

/** The audit log's changes as field names, whether sent as a list of names or an object of diffs. */
function changedNames(changes: unknown): string[] {
  if (Array.isArray(changes)) return changes.filter((c): c is string => typeof c === 'string');
  if (changes && typeof changes === 'object') return Object.keys(changes);
  return [];
}

function CommentBox({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (value: string) => addComment(id, value),
    onSuccess: (entry) => {
      client.setQueryData<TimelineEntry[]>(timelineKey(id), (old) => [...(old ?? []), entry]);
      setText('');
      notifySuccess(t('orders.timeline.commented'));
    },
  });
  const error = validationErrors(send.error)?.errors.text?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') send.mutate(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextBox
        id="order-comment"
        label={t('orders.timeline.comment')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        lines={{ min: 2 }}
        size="small"
        error={Boolean(error)}
        helperText={error ?? t('orders.timeline.commentHint')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={send.isPending || text.trim() === ''}
        sx={{ justifySelf: 'end' }}
      >
        {t('orders.timeline.send')}
      </Button>
    </Box>
  );
}
