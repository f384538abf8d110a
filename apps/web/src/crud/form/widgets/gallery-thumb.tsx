import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../resource-api.ts';
import type { GalleryItem } from './gallery-model.ts';
import { usePreview } from './image-preview.ts';

export type ThumbAction = 'left' | 'right' | 'main' | 'remove';

interface GalleryThumbProps {
  item: GalleryItem;
  index: number;
  count: number;
  /** Ids of the action buttons, so focus can follow a moved picture. */
  actionId: (index: number, action: ThumbAction) => string;
  disabled: boolean;
  dragOver: boolean;
  onAction(action: ThumbAction): void;
  onDragStart(): void;
  onDragEnter(): void;
  onDrop(event: DragEvent): void;
  onDragEnd(): void;
}

function Action(props: { id: string; label: string; icon: ReactNode; disabled: boolean; onClick(): void }) {
  return (
    <Tooltip title={props.label}>
      {/* a disabled button still explains itself: the tooltip sits on a span */}
      <span>
        <IconButton
          id={props.id}
          size="small"
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, boxShadow: 1 }}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One picture of a gallery: its preview, the main badge on the first, and its moves. */
export function GalleryThumb(props: GalleryThumbProps) {
  const { item, index, count, disabled } = props;
  const { t } = useTranslation();
  const preview = usePreview(item);
  const [fellBack, setFellBack] = useState(false);
  const stored = typeof item === 'string' ? item : undefined;
  const src = stored && fellBack ? uploadUrl(stored) : preview;
  const n = index + 1;
  const main = index === 0;
  const name = main ? t('crudForm.gallery.itemMain', { n, count }) : t('crudForm.gallery.item', { n, count });
  return (
    <Box
      component="li"
      aria-label={name}
      draggable={!disabled}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
      sx={{
        position: 'relative',
        width: 148,
        listStyle: 'none',
        borderRadius: 1,
        border: 2,
        borderColor: props.dragOver ? 'primary.main' : main ? 'primary.light' : 'divider',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        cursor: disabled ? 'default' : 'grab',
      }}
    >
      <Box sx={{ position: 'relative', height: 112, overflow: 'hidden' }}>
        {src ? (
          <Box
            component="img"
            src={src}
            alt={name}
            draggable={false}
            onError={() => stored && setFellBack(true)}
            // placed over the whole box: a grid item's 100 % height would follow the picture's own ratio
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : null}
      </Box>
      {main ? (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 6,
            left: 6,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontSize: 12,
            fontWeight: 600,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
          }}
        >
          {t('crudForm.gallery.main')}
        </Box>
      ) : null}
      {typeof item !== 'string' ? (
        <Box
          component="span"
          title={item.name}
          sx={{
            display: 'block',
            px: 1,
            fontSize: 12,
            color: 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {t('crudForm.gallery.newFile')}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 0.5, p: 0.75 }}>
        <Action
          id={props.actionId(index, 'left')}
          label={t('crudForm.gallery.moveLeft', { n })}
          icon={<ChevronLeftRoundedIcon fontSize="small" />}
          disabled={disabled || main}
          onClick={() => props.onAction('left')}
        />
        <Action
          id={props.actionId(index, 'main')}
          label={t('crudForm.gallery.makeMain', { n })}
          icon={<StarOutlineRoundedIcon fontSize="small" />}
          disabled={disabled || main}
          onClick={() => props.onAction('main')}
        />
        <Action
          id={props.actionId(index, 'right')}
          label={t('crudForm.gallery.moveRight', { n })}
          icon={<ChevronRightRoundedIcon fontSize="small" />}
          disabled={disabled || index === count - 1}
          onClick={() => props.onAction('right')}
        />
        <Action
          id={props.actionId(index, 'remove')}
          label={t('crudForm.gallery.remove', { n })}
          icon={<CloseRoundedIcon fontSize="small" />}
          disabled={disabled}
          onClick={() => props.onAction('remove')}
        />
      </Box>
    </Box>
  );
}
