import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';
import { ChoiceFilter, PickerFilter } from '../../components/filter-fields.tsx';
import { companyManagersQuery, type OrderListQuery, statusesQuery } from './api.ts';
import { useWorkspaceChoice } from './workspace-choice.tsx';
import './texts.ts';
import './orders-texts.ts';
import '../../i18n/crud-texts.ts';

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
      <ChoiceFilter
        label={t('dealerOrders.fields.status')}
        value={query.status}
        options={(statuses.data?.statuses ?? []).map((s) => ({ id: s.id, label: s.title }))}
        anyLabel={t('dealerOrders.list.any')}
        onChange={(status) => onChange({ status })}
        minWidth={180}
      />
      {!staff && spaces.length > 1 ? (
        <ChoiceFilter
          label={t('dealerOrders.workspace')}
          value={query.workspace}
          options={spaces.map((s) => ({ id: s.id, label: s.name }))}
          anyLabel={t('dealerOrders.list.any')}
          onChange={(workspace) => onChange({ workspace })}
        />
      ) : null}
      {principal && (managers.data?.data.length ?? 0) > 0 ? (
        <ChoiceFilter
          label={t('dealerOrders.list.placedBy')}
          value={query.placedBy}
          options={(managers.data?.data ?? []).map((m) => ({ id: m.id, label: m.name }))}
          anyLabel={t('dealerOrders.list.any')}
          onChange={(placedBy) => onChange({ placedBy })}
        />
      ) : null}
      {staff ? (
        <Box sx={{ width: { xs: '100%', md: 280 } }}>
          <PickerFilter
            id={`${id}-dealer`}
            name="dealer_id"
            target="dealers-users"
            label={t('dealerOrders.fields.company')}
            value={query.dealer}
            onChange={(dealer) => onChange({ dealer })}
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
