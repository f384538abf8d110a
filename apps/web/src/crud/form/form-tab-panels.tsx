import type { ResourceDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useState } from 'react';
import { type Control, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNextRender } from '../../lib/use-next-render.ts';
import { labelKeys } from '../registry.ts';
import { FormSectionCards } from './form-section-cards.tsx';
import { tabPanelFor, useFormRecord } from './form-slots.ts';
import { errorCounts, errorPaths } from './form-tabs.ts';
import type { FormValues } from './form-values.ts';
import type { FormTabsState } from './use-form-tabs.ts';

interface FormTabPanelsProps {
  resource: ResourceDef;
  control: Control<FormValues>;
  disabled: boolean;
  tabs: FormTabsState;
}

/**
 * A form declared in tabs: a panel is built the first time its tab is shown and stays mounted
 * after (the hidden ones only hidden), so what was typed in one tab is still registered,
 * validated and sent when the form is saved from another; a tab never opened holds the loaded
 * values untouched and costs no widget code (a gallery, a rich editor) until it is opened.
 * A tab holding errors says so in colour, a count and its accessible name.
 */
export function FormTabPanels({ resource, control, disabled, tabs }: FormTabPanelsProps) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control });
  const counts = errorCounts(tabs.tabs, errorPaths(errors));
  const record = useFormRecord();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([tabs.selected]));
  // the tabs measure themselves as they mount: after the first render, their room kept till then
  const drawn = useNextRender();
  if (!opened.has(tabs.selected)) setOpened(new Set([...opened, tabs.selected]));
  return (
    <>
      {drawn ? (
        <Tabs
          value={tabs.selected}
          onChange={(_, name: string) => tabs.select(name)}
          aria-label={t('crudForm.tabList')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          // the panels are all rendered already: an arrow key shows its tab at once (WAI-ARIA APG)
          selectionFollowsFocus
          sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
        >
          {tabs.tabs.map((tab) => {
            const label = t(labelKeys.tab(resource, tab.name), { defaultValue: tab.name });
            const count = counts[tab.name] ?? 0;
            return (
              <Tab
                key={tab.name}
                value={tab.name}
                id={tabs.tabId(tab.name)}
                aria-controls={tabs.panelId(tab.name)}
                aria-label={count > 0 ? t('crudForm.tabErrors', { tab: label, count }) : undefined}
                data-invalid={count > 0 || undefined}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {label}
                    {count > 0 ? <ErrorCount count={count} /> : null}
                  </Box>
                }
                sx={count > 0 ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
              />
            );
          })}
        </Tabs>
      ) : (
        // a tab strip's height: MUI's 48 px tabs and the line under them
        <Box sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 49 }} />
      )}
      {tabs.tabs.map((tab) => {
        const shown = tab.name === tabs.selected;
        return (
          <Box
            key={tab.name}
            role="tabpanel"
            id={tabs.panelId(tab.name)}
            aria-labelledby={tabs.tabId(tab.name)}
            hidden={!shown}
            sx={{ display: shown ? 'grid' : 'none', gap: 3, minWidth: 0 }}
          >
            {opened.has(tab.name) ? (
              <>
                <FormSectionCards
                  resource={resource}
                  control={control}
                  disabled={disabled}
                  sections={tab.sections}
                  idPrefix={`section-${tab.name}`}
                  headed={tab.sections.length > 1}
                  autoFocus={shown}
                />
                <TabExtension resource={resource.name} tab={tab.name} recordId={record.id} />
              </>
            ) : null}
          </Box>
        );
      })}
    </>
  );
}

/** What a feature adds at the end of a tab (form-slots.ts). */
function TabExtension({ resource, tab, recordId }: { resource: string; tab: string; recordId: number | undefined }) {
  const Panel = tabPanelFor(resource, tab);
  return Panel ? (
    <Suspense fallback={null}>
      <Panel resource={resource} recordId={recordId} />
    </Suspense>
  ) : null;
}

/** The count beside a tab's label; the tab's accessible name says it in words. */
function ErrorCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1,
        color: 'error.contrastText',
        bgcolor: 'error.main',
      }}
    >
      {count}
    </Box>
  );
}
