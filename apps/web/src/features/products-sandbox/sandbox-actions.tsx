import { can, type ResourceDef, writeScope } from '@kramar/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import type { BulkActionsProps, RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import { FailedDialog, RejectDialog } from './review-dialogs.tsx';
import { useSandboxReview } from './sandbox-review.ts';
import './texts.ts';

interface ReviewButtonsProps {
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}

/** Approve and reject in words, where there is room for them. */
function ReviewButtons({ busy, onApprove, onReject }: ReviewButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="contained" color="success" startIcon={<TaskAltOutlined />} disabled={busy} onClick={onApprove}>
        {t('sandbox.approve')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<BlockOutlined />} disabled={busy} onClick={onReject}>
        {t('sandbox.reject')}
      </Button>
    </>
  );
}

/** Approving and asking to reject some items, with the dialogs that go with it. */
function useReviewControls(
  resource: ResourceDef,
  ids: readonly number[],
  onDone?: () => void,
  saveFirst?: () => Promise<boolean>,
) {
  const [asking, setAsking] = useState(false);
  const review = useSandboxReview(resource, () => {
    setAsking(false);
    onDone?.();
  });
  return {
    busy: review.approve.isPending || review.reject.isPending,
    approve: async () => {
      // approval checks the record as saved: what was just typed in the panel must be in it
      if (await (saveFirst?.() ?? true)) review.approve.mutate(ids);
    },
    reject: () => setAsking(true),
    dialogs: (
      <>
        <RejectDialog
          open={asking}
          count={ids.length}
          busy={review.reject.isPending}
          onConfirm={(note) => review.reject.mutate({ ids, note })}
          onClose={() => setAsking(false)}
        />
        <FailedDialog failed={review.failed} onClose={review.clearFailed} />
      </>
    ),
  };
}

/** Approve and reject for the chosen new products. */
export function SandboxBulkActions({ resource, ids, onDone }: BulkActionsProps) {
  const user = useCurrentUser();
  const controls = useReviewControls(resource, ids, onDone);
  if (!can(user, writeScope(resource))) return null;
  return (
    <>
      <ReviewButtons busy={controls.busy} onApprove={controls.approve} onReject={controls.reject} />
      {controls.dialogs}
    </>
  );
}

/** The same two for one item: in its row, and at the top of its side panel. */
export function SandboxRowActions({ resource, row, title, onDone, inPanel, saveFirst }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const controls = useReviewControls(resource, [row.id], onDone, saveFirst);
  if (!can(user, writeScope(resource))) return null;
  const { busy } = controls;
  // clicks in the dialogs (portalled, yet inside the row for React) must not open the row
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex', gap: 1 }}>
      {inPanel ? (
        <ReviewButtons busy={busy} onApprove={controls.approve} onReject={controls.reject} />
      ) : (
        <>
          <IconButton
            size="small"
            color="success"
            aria-label={t('sandbox.approveRow', { title })}
            title={t('sandbox.approve')}
            disabled={busy}
            onClick={controls.approve}
          >
            <TaskAltOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            aria-label={t('sandbox.rejectRow', { title })}
            title={t('sandbox.reject')}
            disabled={busy}
            onClick={controls.reject}
          >
            <BlockOutlined fontSize="small" />
          </IconButton>
        </>
      )}
      {controls.dialogs}
    </Box>
  );
}
