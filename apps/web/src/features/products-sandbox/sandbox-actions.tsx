import { can, writeScope } from '@kramar/contract';
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

/** «Затвердити» and «Відхилити» for the chosen new products. */
export function SandboxBulkActions({ resource, ids, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const review = useSandboxReview(resource, () => {
    setAsking(false);
    onDone();
  });
  if (!can(user, writeScope(resource))) return null;
  const busy = review.approve.isPending || review.reject.isPending;
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<TaskAltOutlined />}
        disabled={busy}
        onClick={() => review.approve.mutate(ids)}
      >
        {t('sandbox.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockOutlined />}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t('sandbox.reject')}
      </Button>
      <RejectDialog
        open={asking}
        count={ids.length}
        busy={review.reject.isPending}
        onConfirm={(note) => review.reject.mutate({ ids, note })}
        onClose={() => setAsking(false)}
      />
      <FailedDialog failed={review.failed} onClose={review.clearFailed} />
    </>
  );
}

/** The same two for one item: in its row, and at the top of its side panel. */
export function SandboxRowActions({ resource, row, title, onDone, inPanel }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const review = useSandboxReview(resource, () => {
    setAsking(false);
    onDone?.();
  });
  if (!can(user, writeScope(resource))) return null;
  const busy = review.approve.isPending || review.reject.isPending;
  const ids = [row.id];
  // clicks in the dialogs (portalled, yet inside the row for React) must not open the row
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex', gap: 1 }}>
      {inPanel ? (
        <>
          <Button
            variant="contained"
            color="success"
            startIcon={<TaskAltOutlined />}
            disabled={busy}
            onClick={() => review.approve.mutate(ids)}
          >
            {t('sandbox.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockOutlined />}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('sandbox.reject')}
          </Button>
        </>
      ) : (
        <>
          <IconButton
            size="small"
            color="success"
            aria-label={t('sandbox.approveRow', { title })}
            title={t('sandbox.approve')}
            disabled={busy}
            onClick={() => review.approve.mutate(ids)}
          >
            <TaskAltOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            aria-label={t('sandbox.rejectRow', { title })}
            title={t('sandbox.reject')}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            <BlockOutlined fontSize="small" />
          </IconButton>
        </>
      )}
      <RejectDialog
        open={asking}
        count={1}
        busy={review.reject.isPending}
        onConfirm={(note) => review.reject.mutate({ ids, note })}
        onClose={() => setAsking(false)}
      />
      <FailedDialog failed={review.failed} onClose={review.clearFailed} />
    </Box>
  );
}
