import type { ListEnvelope } from '@kramar/contract';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { http } from '../../api/http.ts';
import { SelectOption } from '../../components/select-menu.tsx';
import './texts.ts';

interface SpaceOption {
  id: number;
  name: string;
  city: string;
}

const storageKey = 'kramar.dealer.workspace';

const spacesQuery = {
  queryKey: ['dealers-workspaces', 'choice'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get<ListEnvelope<SpaceOption>>('/dealers/workspaces', { query: { per_page: 100, sort: 'name' }, signal }),
  staleTime: 60_000,
};

function remembered(): number | null {
  try {
    const v = Number(window.localStorage.getItem(storageKey));
    return Number.isSafeInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * The workspace the screen orders for: the address's `workspace`, else the one chosen last on this
 * device, else the first. The draft lives per workspace on the server, so switching shows its own.
 */
export function useWorkspaceChoice() {
  const [params, setParams] = useSearchParams();
  const spaces = useQuery(spacesQuery);
  const list = spaces.data?.data ?? [];
  const raw = Number(params.get('workspace'));
  const asked = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const fallback = list.find((s) => s.id === remembered())?.id ?? list[0]?.id ?? null;
  const current = asked !== null && (!spaces.data || list.some((s) => s.id === asked)) ? asked : fallback;
  useEffect(() => {
    if (current === null) return;
    try {
      window.localStorage.setItem(storageKey, String(current));
    } catch {
      // private mode: the address still carries the choice
    }
  }, [current]);
  const choose = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('workspace', String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { workspace: current, spaces: list, loading: spaces.isPending, choose };
}

export function WorkspaceSelect({ choice }: { choice: ReturnType<typeof useWorkspaceChoice> }) {
  const { t } = useTranslation();
  if (choice.spaces.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={t('dealerOrders.workspace')}
      value={choice.workspace ?? ''}
      onChange={(event) => choice.choose(Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      {choice.spaces.map((s) => (
        <SelectOption key={s.id} value={s.id}>
          {s.name} · {s.city}
        </SelectOption>
      ))}
    </TextField>
  );
}
