import { blockShape } from '@kramar/contract';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextBox } from '../../../components/text-box.tsx';
import type { FormValues } from '../form-values.ts';
import { HelperLine, nearLimit } from './helper-line.tsx';
import { messageOf } from './widget-props.ts';

interface BlockCardProps {
  name: string;
  index: number;
  count: number;
  types: readonly string[];
  typeLabel(type: string): string;
  control: Control<FormValues>;
  disabled: boolean;
  onMove(from: number, to: number, direction: 'up' | 'down'): void;
  onRemove(): void;
}

type Part = 'title' | 'text' | 'link';

function BlockInput({
  path,
  part,
  control,
  disabled,
}: {
  path: string;
  part: Part;
  control: Control<FormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: `${path}.${part}`, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = messageOf(fieldState.error);
  const max = blockShape[part];
  return (
    <TextBox
      id={`field-${path}.${part}`}
      label={t(`crudForm.blocks.${part}`)}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(error)}
      helperText={
        <HelperLine
          text={error}
          counter={nearLimit(value.length, max) ? t('crudForm.counter', { count: value.length, max }) : undefined}
        />
      }
      lines={part === 'text' ? { min: 2 } : undefined}
      type={part === 'link' ? 'url' : 'text'}
      size="small"
      fullWidth
    />
  );
}

export function BlockCard({
  name,
  index,
  count,
  types,
  typeLabel,
  control,
  disabled,
  onMove,
  onRemove,
}: BlockCardProps) {
  const { t } = useTranslation();
  const path = `${name}.${index}`;
  const { field: type } = useController({ name: `${path}.type`, control });
  const n = index + 1;
  const tools = [
    {
      id: 'up',
      label: t('crudForm.blocks.moveUp', { n }),
      icon: <ArrowUpwardRoundedIcon fontSize="small" />,
      off: index === 0,
      act: () => onMove(index, index - 1, 'up'),
    },
    {
      id: 'down',
      label: t('crudForm.blocks.moveDown', { n }),
      icon: <ArrowDownwardRoundedIcon fontSize="small" />,
      off: index === count - 1,
      act: () => onMove(index, index + 1, 'down'),
    },
  ] as const;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={t('crudForm.blocks.number', { n })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ mr: 1 }}>
          {t('crudForm.blocks.number', { n })}
        </Typography>
        <TextField
          select
          size="small"
          id={`field-${path}.type`}
          label={t('crudForm.blocks.type')}
          value={typeof type.value === 'string' ? type.value : ''}
          onChange={(event) => type.onChange(event.target.value)}
          inputRef={type.ref}
          disabled={disabled}
          sx={{ minWidth: 180 }}
        >
          {types.map((option) => (
            <MenuItem key={option} value={option}>
              {typeLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {disabled
          ? null
          : tools.map((tool) => (
              <Tooltip key={tool.id} title={tool.label}>
                <span>
                  <IconButton
                    id={`${name}-${index}-${tool.id}`}
                    aria-label={tool.label}
                    disabled={tool.off}
                    onClick={tool.act}
                    size="small"
                  >
                    {tool.icon}
                  </IconButton>
                </span>
              </Tooltip>
            ))}
        {disabled ? null : (
          <Tooltip title={t('crudForm.blocks.remove', { n })}>
            <IconButton aria-label={t('crudForm.blocks.remove', { n })} onClick={onRemove} size="small" color="error">
              <DeleteOutlineRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BlockInput path={path} part="title" control={control} disabled={disabled} />
        <BlockInput path={path} part="text" control={control} disabled={disabled} />
        <BlockInput path={path} part="link" control={control} disabled={disabled} />
      </Box>
    </Paper>
  );
}
