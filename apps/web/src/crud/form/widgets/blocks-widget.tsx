import type { BlocksField } from '@kramar/contract';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../../registry.ts';
import { type BlockValue, newBlock } from '../form-values.ts';
import { BlockCard } from './block-card.tsx';
import { messageOf, type WidgetProps } from './widget-props.ts';

/** Ordered content blocks: add one of a type, edit, move up and down, remove — all by keyboard too. */
export function BlocksWidget({ resource, name, field, control, label, hint, disabled }: WidgetProps<BlocksField>) {
  const { t } = useTranslation();
  // the form's values are keyed by field name at run time, so the array's path is known only here
  const blockControl = control as unknown as Control<Record<string, BlockValue[]>>;
  const { fields, append, move, remove } = useFieldArray({ control: blockControl, name });
  const { errors } = useFormState({ control, name });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const own = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const error = messageOf(own) ?? messageOf(own?.root);
  const typeLabel = (type: string) => t(labelKeys.option(resource, name, type), { defaultValue: type });
  const full = fields.length >= field.maxItems;
  const labelId = `field-${name}-label`;

  const add = (type: string) => {
    setMenuAnchor(null);
    append(newBlock(type), { shouldFocus: true, focusName: `${name}.${fields.length}.title` });
  };
  const moveTo = (from: number, to: number, direction: 'up' | 'down') => {
    move(from, to);
    // the moved block keeps the keyboard focus on the button that moved it
    requestAnimationFrame(() => {
      const button = (which: string) => document.getElementById(`${name}-${to}-${which}`) as HTMLButtonElement | null;
      const same = button(direction);
      (same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up'))?.focus();
    });
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {hint ? <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{hint}</FormHelperText> : null}
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('crudForm.blocks.empty')}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {fields.map((item, index) => (
          <BlockCard
            key={item.id}
            name={name}
            index={index}
            count={fields.length}
            types={field.types}
            typeLabel={typeLabel}
            control={control}
            disabled={disabled}
            onMove={moveTo}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {disabled ? null : (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            disabled={full}
            aria-haspopup={field.types.length > 1 ? 'menu' : undefined}
            onClick={(event) =>
              field.types.length > 1 ? setMenuAnchor(event.currentTarget) : add(field.types[0] ?? '')
            }
          >
            {t('crudForm.blocks.add')}
          </Button>
          {full ? (
            <Typography variant="body2" color="text.secondary">
              {t('crudForm.blocks.limit', { max: field.maxItems })}
            </Typography>
          ) : null}
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {field.types.map((type) => (
              <MenuItem key={type} onClick={() => add(type)}>
                {typeLabel(type)}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      )}
    </Box>
  );
}
