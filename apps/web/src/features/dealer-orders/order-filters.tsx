import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { companyManagersQuery, type OrderListQuery, statusesQuery } from './api.ts';
import { useWorkspaceChoice } from './workspace-choice.tsx';
import './texts.ts';

interface Props {
  query: OrderListQuery;
  staff: boolean;
  onChange(next: Partial<OrderListQuery>): void;
}

/** Status, workspace, who placed it, dates; staff also the company. */
export function OrderFilters({ query, staff, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const statuses = useQuery(statusesQuery);
  const { spaces } = useWorkspaceChoice();
  const user = useCurrentUser();
  // a principal tells its managers' orders apart; a manager sees only its own workspaces' anyway
  const principal = user?.dealer?.principal === true;
  const managers = useQuery({ ...companyManagersQuery, enabled: principal });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('dealerOrders.fields.status')}
        value={query.status ?? ''}
        onChange={(e) => onChange({ status: e.target.value === '' ? null : Number(e.target.value) })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('dealerOrders.list.any')}</MenuItem>
        {(statuses.data?.statuses ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
      {!staff && spaces.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('dealerOrders.workspace')}
          value={query.workspace ?? ''}
          onChange={(e) => onChange({ workspace: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('dealerOrders.list.any')}</MenuItem>
          {spaces.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {principal && (managers.data?.data.length ?? 0) > 0 ? (
        <TextField
          select
          size="small"
          label={t('dealerOrders.list.placedBy')}
          value={query.placedBy ?? ''}
          onChange={(e) => onChange({ placedBy: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('dealerOrders.list.any')}</MenuItem>
          {(managers.data?.data ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {staff ? (
        <Box sx={{ width: { xs: '100%', md: 280 } }}>
          <ReferencePicker
            id={`${id}-dealer`}
            name="dealer_id"
            target="dealers-users"
            value={query.dealer}
            onChange={(dealer) => onChange({ dealer })}
            onBlur={() => undefined}
            inputRef={null}
            label={t('dealerOrders.fields.company')}
            compact={false}
            required={false}
            disabled={false}
          />
        </Box>
      ) : null}
      <TextField
        size="small"
        type="date"
        label={t('dealerOrders.list.from')}
        value={query.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('dealerOrders.list.to')}
        value={query.to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
