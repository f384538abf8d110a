import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Files pasted anywhere on the page (a screenshot, files copied in the file explorer), while `enabled`. */
export function usePastedFiles(onFiles: (files: File[]) => void, enabled = true): void {
  const handler = useRef(onFiles);
  handler.current = onFiles;
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      // text pasted into a field stays text
      if (files.length === 0) return;
      event.preventDefault();
      handler.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled]);
}

interface UploadZoneProps {
  onFiles(files: File[]): void;
  /** The file dialog's filter; the server decides by content anyway. */
  accept?: string;
  disabled?: boolean;
  /** A thin strip rather than a tall zone (above a list that is not empty). */
  compact?: boolean;
}

/** Where files are dropped, or picked by the button; a paste works too (usePastedFiles). */
export function UploadZone({ onFiles, accept, disabled, compact }: UploadZoneProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box
      data-testid="upload-zone"
      onDragOver={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setActive(true);
      }}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
      }}
      onDrop={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setActive(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'action.selected' : 'transparent',
        borderRadius: 1,
        p: compact ? 1.5 : 3,
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      {compact ? null : <CloudUploadOutlinedIcon color="action" fontSize="large" />}
      <Typography variant="body2" color="text.secondary">
        {t('fileLibrary.drop')}
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {t('fileLibrary.pick')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
