import { can, writeScope } from '@kramar/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import type { BulkActionsProps, RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import { useModeration } from './review-moderation.ts';
import './texts.ts';

/** The two verdicts, each with its words (`reviews.publish`, `reviews.publishRow`), icon and colour. */
const verdicts = [
  { status: 'published', word: 'publish', Icon: PublishedWithChangesOutlined, color: 'success' },
  { status: 'rejected', word: 'reject', Icon: BlockOutlined, color: 'error' },
] as const;

/** Publish and reject for the chosen reviews. */
export function ReviewBulkActions({ resource, ids, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const moderate = useModeration(resource, onDone);
  if (!can(user, writeScope(resource))) return null;
  return verdicts.map(({ status, word, Icon, color }) => (
    <Button
      key={status}
      variant={status === 'published' ? 'contained' : 'outlined'}
      color={color}
      startIcon={<Icon />}
      disabled={moderate.isPending}
      onClick={() => moderate.mutate({ ids, status })}
    >
      {t(`reviews.${word}`)}
    </Button>
  ));
}

/** The same for one review: icons in its row, words at the top of its side panel (where the reply is written). */
export function ReviewRowActions({ resource, row, title, inPanel, saveFirst }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const moderate = useModeration(resource);
  if (!can(user, writeScope(resource))) return null;
  const busy = moderate.isPending;
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex', gap: 1 }}>
      {verdicts
        .filter((v) => v.status !== row.status)
        .map(({ status, word, Icon, color }) =>
          inPanel ? (
            <Button
              key={status}
              variant="outlined"
              color={color}
              startIcon={<Icon fontSize="small" />}
              disabled={busy}
              onClick={async () => {
                // the reply typed in the panel goes with the verdict
                if (await (saveFirst?.() ?? true)) moderate.mutate({ ids: [row.id], status });
              }}
            >
              {t(`reviews.${word}`)}
            </Button>
          ) : (
            <IconButton
              key={status}
              size="small"
              color={color}
              aria-label={t(`reviews.${word}Row`, { title })}
              title={t(`reviews.${word}`)}
              disabled={busy}
              onClick={() => moderate.mutate({ ids: [row.id], status })}
            >
              <Icon fontSize="small" />
            </IconButton>
          ),
        )}
    </Box>
  );
}
