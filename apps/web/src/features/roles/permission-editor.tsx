import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../api/permissions.ts';
import { messageOf, type WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { PermissionGroupCard } from './permission-group.tsx';
import { buildMatrix, filterMatrix, groupScopes, orderedScopes } from './permission-matrix.ts';
import './texts.ts';

/**
 * A role's permissions as a matrix (issue 10): the menu's groups, a row per section with "view"
 * and "edit", select-all per group and a search; it replaces the generic chips for this field.
 */
export function PermissionEditor({ name, control, label, hint, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { field: input, fieldState } = useController({ name, control });
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const matrix = useMemo(() => buildMatrix(permissions.data ?? []), [permissions.data]);
  const shown = useMemo(() => filterMatrix(matrix, deferred), [matrix, deferred]);
  const value = Array.isArray(input.value) ? (input.value as string[]) : [];
  const selected = useMemo(() => new Set(value), [value]);
  const total = useMemo(() => matrix.reduce((sum, group) => sum + groupScopes(group).length, 0), [matrix]);
  const error = messageOf(fieldState.error);
  const onChange = (next: Set<string>) => input.onChange(orderedScopes(next, matrix));
  const countId = `field-${name}-count`;

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ display: 'grid', gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 0.5, color: 'text.primary', fontWeight: 600 }}>
        {label}
      </FormLabel>
      {hint ? <FormHelperText sx={{ mx: 0, mt: -1 }}>{hint}</FormHelperText> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          id={`field-${name}`}
          inputRef={input.ref}
          size="small"
          type="search"
          label={t('roleEditor.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter here filters; it must not save the whole form
            if (event.key === 'Enter') event.preventDefault();
          }}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-describedby': countId },
          }}
        />
        <Typography id={countId} variant="body2" color="text.secondary" role="status" aria-live="polite">
          {t('roleEditor.selected', { count: selected.size, total })}
        </Typography>
      </Box>
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
      {permissions.isPending ? (
        <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Box>
      ) : permissions.isError ? (
        <Alert severity="warning">{t('roleEditor.loadError')}</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('roleEditor.nothing')}
        </Typography>
      ) : (
        // cards flow in columns as wide as a row needs: two side by side on a desktop form
        <Box sx={{ columnWidth: 300, columnGap: 2 }}>
          {shown.map((group) => (
            <PermissionGroupCard
              key={group.group}
              group={group}
              selected={selected}
              disabled={disabled}
              onChange={onChange}
            />
          ))}
        </Box>
      )}
    </FormControl>
  );
}
