import type { ResourceDef } from '@kramar/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormSetFocus } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type FormTab, firstError, formTabs, tabFromParam } from './form-tabs.ts';
import type { FormValues } from './form-values.ts';

export interface FormTabsState {
  tabs: FormTab[];
  /** The tab shown. */
  selected: string;
  select(name: string): void;
  /** Shows the first tab holding one of these error paths and focuses that field. */
  reveal(paths: readonly string[]): void;
  tabId(name: string): string;
  panelId(name: string): string;
}

const invalidControl = '[aria-invalid="true"]';

/**
 * The tab shown lives in the address (`?tab=values`), so a reload or a shared link opens it; the
 * first tab leaves the address bare. The address is replaced, not pushed: Back leaves the record
 * rather than stepping through its tabs. `undefined` for a resource without tabs.
 */
export function useFormTabs(
  resource: ResourceDef,
  idPrefix: string,
  setFocus: UseFormSetFocus<FormValues>,
): FormTabsState | undefined {
  const tabs = useMemo(() => formTabs(resource), [resource]);
  const [params, setParams] = useSearchParams();
  const selected = tabs ? tabFromParam(tabs, params.get('tab')) : '';
  const pending = useRef<{ tab: string; path: string } | null>(null);
  // a refusal arrives after the save's await, when the tab shown may no longer be the one of its render
  const shown = useRef(selected);
  shown.current = selected;
  // a tab chosen but not shown yet (the address changes in a transition, which a busy machine
  // renders after a quick save's refusal): the refusal must compare with it, not with the tab of
  // the last render, or the chosen tab opens after the refusal and hides its field
  const chosen = useRef<string | null>(null);
  if (chosen.current === selected) chosen.current = null;
  const [revealed, setRevealed] = useState(0);

  const select = useCallback(
    (name: string) => {
      if (!tabs) return;
      chosen.current = name;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (name === tabs[0]?.name) next.delete('tab');
          else next.set('tab', name);
          return next;
        },
        { replace: true },
      );
    },
    [tabs, setParams],
  );

  const tabId = useCallback((name: string) => `${idPrefix}-tab-${name}`, [idPrefix]);
  const panelId = useCallback((name: string) => `${idPrefix}-panel-${name}`, [idPrefix]);

  const reveal = useCallback(
    (paths: readonly string[]) => {
      const target = tabs ? firstError(tabs, paths) : undefined;
      if (!target) return;
      pending.current = target;
      // choosing the tab already shown would still navigate, and a navigation scrolls to the top
      if (target.tab !== (chosen.current ?? shown.current)) select(target.tab);
      setRevealed((n) => n + 1);
    },
    [tabs, select],
  );

  // focus waits for the tab's panel to be shown: a hidden field cannot take it
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revealed` asks again for the same tab.
  useEffect(() => {
    const target = pending.current;
    if (!target || target.tab !== selected) return;
    pending.current = null;
    setFocus(target.path);
    // setFocus reaches only fields that gave RHF their element; a table's own message or a rich
    // editor has none, so the panel's first invalid control takes focus instead (after RHF's turn)
    const timer = window.setTimeout(() => {
      const panel = document.getElementById(panelId(target.tab));
      if (panel && !panel.contains(document.activeElement)) {
        panel.querySelector<HTMLElement>(invalidControl)?.focus();
      }
    });
    return () => window.clearTimeout(timer);
  }, [revealed, selected, setFocus, panelId]);

  if (!tabs) return undefined;
  return { tabs, selected, select, reveal, tabId, panelId };
}
