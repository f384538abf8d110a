import type { ImagesField } from '@kramar/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { FieldGroup, groupHelpId } from './field-group.tsx';
import { appendFiles, type GalleryItem, galleryItems, itemKey, moveItem } from './gallery-model.ts';
import { GalleryThumb, type ThumbAction } from './gallery-thumb.tsx';
import { HelperLine } from './helper-line.tsx';
import { acceptedImageTypes, checkImageFile, megabytes } from './image-check.ts';
import { LibraryButton } from './library-button.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * An ordered gallery (`images` kind): pictures in order, the first the main one. Files are added
 * by the button or dropped onto the zone, each checked as the server would before it is kept;
 * the order changes by dragging or by the buttons on each picture (keyboard), «make main» moves
 * a picture first. Nothing is uploaded before the form is saved.
 */
export function ImagesWidget({ name, field, control, label, hint, required, disabled }: WidgetProps<ImagesField>) {
  const { t, i18n } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const items = galleryItems(input.value);
  const [refused, setRefused] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [zoneActive, setZoneActive] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const error = messageOf(fieldState.error) ?? messageOf((fieldState.error as { root?: { message?: unknown } })?.root);
  const helpId = groupHelpId(name);
  const actionId = (index: number, action: ThumbAction) => `${name}-gallery-${index}-${action}`;
  const full = items.length >= field.maxItems;

  const set = (next: GalleryItem[]) => input.onChange(next);

  const add = async (files: File[]) => {
    const reasons: string[] = [];
    const good: File[] = [];
    for (const file of files) {
      const refusal = await checkImageFile(file);
      if (!refusal) good.push(file);
      else if (refusal.reason === 'notImage') reasons.push(t('crudForm.image.notImage', { name: file.name }));
      else {
        const size = megabytes(refusal.size, i18n.language);
        const max = megabytes(refusal.max, i18n.language);
        reasons.push(t('crudForm.image.tooLarge', { name: file.name, size, max }));
      }
    }
    // the newest value: another drop may have landed while the files were read
    const { items: next, left } = appendFiles(galleryItems(input.value), good, field.maxItems);
    if (left > 0) reasons.push(t('crudForm.gallery.full', { max: field.maxItems }));
    setRefused(reasons);
    if (good.length > 0) {
      set(next);
      setSaid(t('crudForm.gallery.added', { count: good.length - left }));
    }
  };

  const move = (from: number, to: number, focus?: ThumbAction) => {
    if (to < 0 || to >= items.length || from === to) return;
    set(moveItem(items, from, to));
    setSaid(t(to === 0 ? 'crudForm.gallery.madeMain' : 'crudForm.gallery.moved', { from: from + 1, to: to + 1 }));
    if (!focus) return;
    // focus stays with the picture that moved: on the same button, or its twin at an end
    requestAnimationFrame(() => {
      const twin: Partial<Record<ThumbAction, ThumbAction>> = { left: 'right', right: 'left', main: 'right' };
      const own = document.getElementById(actionId(to, focus)) as HTMLButtonElement | null;
      const other = document.getElementById(actionId(to, twin[focus] ?? 'remove')) as HTMLButtonElement | null;
      (own && !own.disabled ? own : other)?.focus();
    });
  };

  const act = (index: number, action: ThumbAction) => {
    if (action === 'left') move(index, index - 1, 'left');
    else if (action === 'right') move(index, index + 1, 'right');
    else if (action === 'main') move(index, 0, 'main');
    else {
      set(items.filter((_, i) => i !== index));
      setSaid(t('crudForm.gallery.removed', { n: index + 1 }));
      requestAnimationFrame(() => {
        const next = document.getElementById(actionId(Math.min(index, items.length - 2), 'remove'));
        (next ?? document.getElementById(`${name}-gallery-add`))?.focus();
      });
    }
  };

  const onZoneDrop = (event: DragEvent) => {
    event.preventDefault();
    setZoneActive(false);
    if (!disabled && hasFiles(event)) void add([...event.dataTransfer.files]);
  };

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (hasFiles(event)) return onZoneDrop(event);
    if (dragFrom !== null) move(dragFrom, index);
    setDragFrom(null);
    setDragOver(null);
  };

  const helper = error ?? hint ?? t('crudForm.image.types');
  return (
    <FieldGroup name={name} label={label} required={required} error={Boolean(error)}>
      <Box
        data-testid={`gallery-${name}`}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          if (hasFiles(event)) setZoneActive(true);
        }}
        onDragLeave={(event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setZoneActive(false);
        }}
        onDrop={onZoneDrop}
        sx={{
          p: 1.5,
          borderRadius: 1,
          border: 2,
          borderStyle: 'dashed',
          borderColor: zoneActive ? 'primary.main' : error ? 'error.main' : 'divider',
          bgcolor: zoneActive ? 'action.selected' : 'transparent',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'stretch',
        }}
      >
        {items.length > 0 ? (
          <Box
            component="ul"
            aria-label={t('crudForm.gallery.list', { label })}
            sx={{ display: 'contents', m: 0, p: 0 }}
          >
            {items.map((item, index) => (
              <GalleryThumb
                key={itemKey(item)}
                item={item}
                index={index}
                count={items.length}
                actionId={actionId}
                disabled={disabled}
                dragOver={dragOver === index && dragFrom !== null && dragFrom !== index}
                onAction={(action) => act(index, action)}
                onDragStart={() => setDragFrom(index)}
                onDragEnter={() => setDragOver(index)}
                onDrop={dropOn(index)}
                onDragEnd={() => {
                  setDragFrom(null);
                  setDragOver(null);
                }}
              />
            ))}
          </Box>
        ) : null}
        <Box
          sx={{
            minWidth: 148,
            minHeight: 112,
            flex: items.length > 0 ? '0 0 auto' : '1 1 auto',
            display: 'grid',
            placeItems: 'center',
            gap: 1,
            p: 1,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          <Button
            id={`${name}-gallery-add`}
            ref={input.ref}
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            disabled={disabled || full}
            onClick={() => fileInput.current?.click()}
          >
            {t('crudForm.gallery.add')}
          </Button>
          <LibraryButton
            max={field.maxItems - items.length}
            disabled={disabled || full}
            onPick={(paths) => {
              // a picture already in the gallery is not added twice
              const current = galleryItems(input.value);
              const fresh = paths.filter((p) => !current.includes(p));
              set([...current, ...fresh].slice(0, field.maxItems));
              setSaid(t('crudForm.gallery.added', { count: fresh.length }));
            }}
          />
          <Typography variant="caption">{t(full ? 'crudForm.gallery.fullShort' : 'crudForm.gallery.drop')}</Typography>
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) void add(files);
          // the same file picked again after "remove" must fire a change
          event.target.value = '';
        }}
      />
      {refused.length > 0 ? (
        <FormHelperText error role="alert">
          {refused.map((reason) => (
            <span key={reason} style={{ display: 'block' }}>
              {reason}
            </span>
          ))}
        </FormHelperText>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)} component="div">
        <HelperLine text={helper} counter={t('crudForm.gallery.count', { count: items.length, max: field.maxItems })} />
      </FormHelperText>
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
    </FieldGroup>
  );
}
