import type { OptionItem } from '@kramar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchOptions } from '../../crud/form/widgets/reference-source.ts';
import { useDebounced } from '../../crud/form/widgets/use-debounced.ts';
import { useWorkspaceNames, useWorkspaceOptions } from './company-workspaces.ts';
import './texts.ts';
import '../../i18n/crud-texts.ts';

interface WorkspacesSelectProps {
  id: string;
  /** The company whose workspaces are offered (`null` for a dealer: its own); `undefined`: none chosen yet. */
  dealer: number | null | undefined;
  value: readonly number[];
  onChange(ids: number[]): void;
  error?: string;
  disabled?: boolean;
}

/** The workspaces a manager acts for: any of the company's, picked from a list with ticks. */
export function WorkspacesSelect({ id, dealer, value, onChange, error, disabled }: WorkspacesSelectProps) {
  const { t } = useTranslation();
  const chosenCompany = dealer !== undefined;
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const found = useWorkspaceOptions(dealer ?? null, search, chosenCompany);
  const { names } = useWorkspaceNames(chosenCompany ? [dealer] : [], value);
  const valueKey = value.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one array while the ids and names stay the same
  const selected: OptionItem[] = useMemo(
    () => value.map((v) => ({ id: v, label: names.get(v) ?? `#${v}` })),
    [valueKey, names],
  );
  const helper = !chosenCompany
    ? t('dealerManagers.workspacesNoCompany')
    : found.total === 0
      ? t('dealerManagers.workspacesNone')
      : t('dealerManagers.workspacesHint');
  return (
    <Autocomplete<OptionItem, true, false, false>
      multiple
      id={id}
      disableCloseOnSelect
      value={selected}
      options={found.options}
      filterOptions={(all, state) => (found.local ? matchOptions(all, state.inputValue, all.length) : all)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onChange={(_event, next) => onChange(next.map((o) => o.id))}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear' || reason === 'reset') setTyped('');
      }}
      loading={chosenCompany && found.loading}
      loadingText={t('common.loading')}
      noOptionsText={found.total === 0 ? t('dealerManagers.workspacesNone') : t('dealerManagers.noWorkspaceMatches')}
      disabled={disabled || !chosenCompany}
      fullWidth
      renderOption={(props, option, { selected: ticked }) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={ticked} tabIndex={-1} disableRipple sx={{ mr: 1, p: 0.5 }} />
            {option.label}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="workspaces"
          label={t('dealerManagers.fields.workspaces')}
          placeholder={selected.length ? undefined : t('dealerManagers.workspacesPlaceholder')}
          error={Boolean(error)}
          helperText={error ?? helper}
        />
      )}
    />
  );
}
