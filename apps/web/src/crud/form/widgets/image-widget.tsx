import type { ImageField } from '@kramar/contract';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { type DragEvent, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../resource-api.ts';
import { FieldGroup, groupHelpId } from './field-group.tsx';
import { acceptedImageTypes, checkImageFile, megabytes } from './image-check.ts';
import { usePreview } from './image-preview.ts';
import { LibraryButton } from './library-button.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

export function ImageWidget({ name, control, label, hint, required, disabled }: WidgetProps<ImageField>) {
  const { t, i18n } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  // a refused file never becomes the value: the field keeps what it had and says why
  const [refused, setRefused] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreview(input.value);
  const [fellBack, setFellBack] = useState<string>();
  const error = refused ?? messageOf(fieldState.error);
  const helpId = groupHelpId(name);
  const stored = typeof input.value === 'string' ? input.value : undefined;
  const src = stored && fellBack === stored ? uploadUrl(stored) : preview;
  const fileName = input.value instanceof File ? input.value.name : undefined;

  const pick = async (file: File) => {
    const refusal = await checkImageFile(file);
    if (!refusal) {
      setRefused(undefined);
      input.onChange(file);
    } else if (refusal.reason === 'notImage') {
      setRefused(t('crudForm.image.notImage', { name: file.name }));
    } else {
      const size = megabytes(refusal.size, i18n.language);
      setRefused(t('crudForm.image.tooLarge', { name: file.name, size, max: megabytes(refusal.max, i18n.language) }));
    }
  };

  // without a drop target the browser would open a dropped file in place of the form
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void pick(file);
  };

  return (
    <FieldGroup name={name} label={label} required={required} error={Boolean(error)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={onDrop}
          sx={{
            width: 160,
            height: 120,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            color: 'text.disabled',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={t('crudForm.image.preview', { label })}
              onError={() => stored && setFellBack(stored)}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlinedIcon fontSize="large" titleAccess={t('crudForm.image.empty')} />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <Button
            ref={input.ref}
            variant="outlined"
            startIcon={<UploadRoundedIcon />}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            {src ? t('crudForm.image.replace') : t('crudForm.image.choose')}
          </Button>
          <LibraryButton
            max={1}
            disabled={disabled}
            onPick={([path]) => {
              setRefused(undefined);
              if (path) input.onChange(path);
            }}
          />
          {input.value ? (
            <Button
              color="error"
              startIcon={<DeleteOutlineRoundedIcon />}
              disabled={disabled}
              onClick={() => {
                setRefused(undefined);
                input.onChange(null);
              }}
            >
              {t('crudForm.image.remove')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void pick(file);
          // the same file picked again after "remove" must fire a change
          event.target.value = '';
        }}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={refused ? 'alert' : undefined}>
        {error ?? (fileName ? t('crudForm.image.newFile', { name: fileName }) : (hint ?? t('crudForm.image.types')))}
      </FormHelperText>
    </FieldGroup>
  );
}
