import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TitleLink } from './cells.tsx';

/**
 * A list-only section (SPEC §2: new products) opens a record in a side panel of its list. Which
 * one is in the address (`?record=5` beside the list's own query), so the panel can be linked to,
 * survives a reload, and the back button closes it; changing the list's query closes it too.
 */
export const panelParam = 'record';

const withRecord = (search: string, id: number | null): string => {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(panelParam);
  else params.set(panelParam, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useRecordPanel(): { id: number | null; open(id: number): void; close(): void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get(panelParam);
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const open = useCallback(
    (next: number) => setParams((current) => new URLSearchParams(withRecord(current.toString(), next))),
    [setParams],
  );
  const close = useCallback(
    () => setParams((current) => new URLSearchParams(withRecord(current.toString(), null))),
    [setParams],
  );
  return { id, open, close };
}

/** The record's title as a link that opens its panel over the list as it is (filters kept). */
export function PanelTitleLink({ id, title }: { id: number; title: string }) {
  const { pathname, search } = useLocation();
  return <TitleLink to={`${pathname}${withRecord(search, id)}`} title={title} />;
}
