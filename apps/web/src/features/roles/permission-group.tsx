import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  groupScopes,
  groupState,
  type PermissionGroup,
  type PermissionRow,
  toggleGroup,
  toggleScope,
} from './permission-matrix.ts';
import './texts.ts';

interface GroupProps {
  group: PermissionGroup;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onChange: (next: Set<string>) => void;
}

const columns = 'minmax(0, 1fr) 84px 84px';

/** One menu group: its select-all box (three states) over a row per section. */
export function PermissionGroupCard({ group, selected, disabled, onChange }: GroupProps) {
  const { t } = useTranslation();
  const state = groupState(group, selected);
  const scopes = groupScopes(group);
  const held = scopes.filter((scope) => selected.has(scope)).length;
  const hasPairs = group.rows.some((row) => row.view);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={group.label}
      sx={{ breakInside: 'avoid', mb: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.25,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <FormControlLabel
          sx={{ flexGrow: 1, mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={state === 'all'}
              indeterminate={state === 'some'}
              // the native flag too, so assistive technology announces "mixed"
              slotProps={{
                input: {
                  ref: (input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = state === 'some';
                  },
                } as object,
              }}
              onChange={() => onChange(toggleGroup(group, selected))}
            />
          }
          label={group.label}
        />
        <Typography variant="caption" color="text.secondary" sx={{ pr: 1, fontVariantNumeric: 'tabular-nums' }}>
          {t('roleEditor.groupCount', { held, total: scopes.length })}
        </Typography>
      </Box>
      {hasPairs ? (
        // the column heads are for the eye; every box is named by its own scope's label
        <Box
          aria-hidden="true"
          sx={{ display: 'grid', gridTemplateColumns: columns, px: 1.5, pt: 1, color: 'text.secondary' }}
        >
          <span />
          <Typography variant="caption" align="center">
            {t('roleEditor.view')}
          </Typography>
          <Typography variant="caption" align="center">
            {t('roleEditor.edit')}
          </Typography>
        </Box>
      ) : null}
      <Box sx={{ px: 1.5, pb: 0.5 }}>
        {group.rows.map((row) => (
          <PermissionLine key={row.key} row={row} selected={selected} disabled={disabled} onChange={onChange} />
        ))}
      </Box>
    </Paper>
  );
}

function PermissionLine({ row, selected, disabled, onChange }: Omit<GroupProps, 'group'> & { row: PermissionRow }) {
  const box = (which: 'view' | 'edit' | 'single') => {
    const item = row[which];
    if (!item) return null;
    return (
      <Checkbox
        size="small"
        checked={selected.has(item.scope)}
        disabled={disabled}
        onChange={(event) => onChange(toggleScope(row, which, event.target.checked, selected))}
        slotProps={{ input: { 'aria-label': item.label, title: item.scope } as object }}
      />
    );
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        alignItems: 'center',
        minHeight: 38,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      {row.single ? (
        // a scope without a view/edit twin reads as one labelled box across the row
        <FormControlLabel
          sx={{ gridColumn: '1 / -1', mx: 0, py: 0.25, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
          disabled={disabled}
          control={box('single') ?? <span />}
          label={row.label}
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ py: 0.75, pr: 1, overflowWrap: 'break-word' }} title={row.key}>
            {row.label}
          </Typography>
          <Box sx={{ textAlign: 'center' }}>{box('view')}</Box>
          <Box sx={{ textAlign: 'center' }}>{box('edit')}</Box>
        </>
      )}
    </Box>
  );
}
