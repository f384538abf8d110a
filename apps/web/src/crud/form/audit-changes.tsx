import type { AuditEntry, ResourceDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelKeys } from '../registry.ts';
import { type AuditFormatContext, countedList, formatAuditValue, shownAsChanged } from './audit-format.ts';
import { useReferenceLabel } from './widgets/reference-lookup.ts';

// a record created with many fields should not push the rest of the history out of sight
const shownChanges = 6;

/** The changed fields of one history entry: label, then before → after (or just "changed" for images and rich text). */
export function AuditChanges({
  entry,
  resource,
  locale,
}: {
  entry: AuditEntry;
  resource: ResourceDef;
  locale: string;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  // the server keeps changes as JSON, whose key order means nothing: show them in form order
  const order = Object.keys(resource.fields);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const changes = Object.entries(entry.changes ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  if (changes.length === 0) return null;
  const blank = t('crudForm.history.blank');
  const hidden = all ? 0 : Math.max(0, changes.length - shownChanges);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, display: 'grid', gap: 0.5 }}>
      {changes.slice(0, changes.length - hidden).map(([name, { before, after }]) => {
        const field = resource.fields[name];
        const ctx: AuditFormatContext = {
          locale,
          yes: t('crudForm.yes'),
          no: t('crudForm.no'),
          option: (value) => t(labelKeys.option(resource, name, value), { defaultValue: value }),
          count: (kind, count) => t(`crudForm.history.${kind === 'children' ? 'rows' : 'records'}`, { count }),
        };
        const label = t(labelKeys.field(resource, name), { defaultValue: name });
        const from = formatAuditValue(field, before, ctx);
        const to = formatAuditValue(field, after, ctx);
        return (
          <Box component="li" key={name} sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {label}:
            </Box>{' '}
            {field?.kind === 'reference' ? (
              <ReferenceChange
                target={field.resource}
                before={before}
                after={after}
                created={entry.action === 'create'}
                blank={blank}
              />
            ) : shownAsChanged(field) || (countedList(field) && entry.action !== 'create' && from === to) ? (
              <em>{t('crudForm.history.changed')}</em>
            ) : entry.action === 'create' ? (
              <span>{to || blank}</span>
            ) : (
              <>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {from || blank}
                </Box>
                {' → '}
                <span>{to || blank}</span>
              </>
            )}
          </Box>
        );
      })}
      {hidden > 0 ? (
        <li>
          <Button size="small" onClick={() => setAll(true)} sx={{ px: 0.5, minWidth: 0 }}>
            {t('crudForm.history.more', { count: hidden })}
          </Button>
        </li>
      ) : null}
    </Box>
  );
}

const idOf = (value: unknown): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** A changed reference reads as the records' titles (loaded like the form's own field), not as ids. */
function ReferenceChange(props: { target: string; before: unknown; after: unknown; created: boolean; blank: string }) {
  const beforeId = props.created ? null : idOf(props.before);
  const afterId = idOf(props.after);
  // while a title loads, the id stands in for it
  const text = (id: number | null, label: string | undefined) => label ?? (id === null ? props.blank : `#${id}`);
  const before = text(beforeId, useReferenceLabel(props.target, beforeId, null));
  const after = text(afterId, useReferenceLabel(props.target, afterId, null));
  if (props.created) return <span>{after}</span>;
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {before}
      </Box>
      {' → '}
      <span>{after}</span>
    </>
  );
}
