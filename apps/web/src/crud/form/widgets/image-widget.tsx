import type { ImageField } from '@kramar/contract';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl, uploadUrl } from '../../resource-api.ts';
import { messageOf, type WidgetProps } from './widget-props.ts';

const accept = 'image/jpeg,image/png,image/webp,image/gif';

// read by screen readers, not shown: the star says it to the eye
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A new file previews from memory; a stored one from its thumbnail, else the original. */
function usePreview(value: unknown): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!(value instanceof Blob)) return setObjectUrl(undefined);
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof Blob) return objectUrl;
  return typeof value === 'string' && value !== '' ? thumbnailUrl(value) : undefined;
}

export function ImageWidget({ name, control, label, hint, required, disabled }: WidgetProps<ImageField>) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ name, control });
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreview(input.value);
  const [fellBack, setFellBack] = useState<string>();
  const error = messageOf(fieldState.error);
  const helpId = `field-${name}-help`;
  const labelId = `field-${name}-label`;
  const requiredId = `field-${name}-required`;
  const stored = typeof input.value === 'string' ? input.value : undefined;
  const src = stored && fellBack === stored ? uploadUrl(stored) : preview;
  const fileName = input.value instanceof File ? input.value.name : undefined;

  return (
    // a group cannot be aria-required: it says so in its description instead
    <Box role="group" aria-labelledby={labelId} aria-describedby={required ? `${requiredId} ${helpId}` : helpId}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      {required ? (
        <Box component="span" id={requiredId} sx={visuallyHidden}>
          {t('crudForm.required')}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
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
          {input.value ? (
            <Button
              color="error"
              startIcon={<DeleteOutlineRoundedIcon />}
              disabled={disabled}
              onClick={() => input.onChange(null)}
            >
              {t('crudForm.image.remove')}
            </Button>
          ) : null}
        </Box>
      </Box>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) input.onChange(file);
          // the same file picked again after "remove" must fire a change
          event.target.value = '';
        }}
      />
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? (fileName ? t('crudForm.image.newFile', { name: fileName }) : (hint ?? t('crudForm.image.types')))}
      </FormHelperText>
    </Box>
  );
}
