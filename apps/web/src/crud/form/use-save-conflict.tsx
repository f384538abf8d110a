import type { Field, ResourceDef, ResourceRecord } from '@kramar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { labelKeys } from '../registry.ts';
import { type AuditFormatContext, formatAuditValue, shownAsChanged } from './audit-format.ts';
import { changedFields, type FormValues, recordToValues, toPayload } from './form-values.ts';
import { useReferenceLabel } from './widgets/reference-lookup.ts';

interface SaveConflict {
  resource: ResourceDef;
  form: UseFormReturn<FormValues, unknown, FormValues>;
  savedRef: RefObject<FormValues>;
  versionRef: RefObject<string | undefined>;
  setSaved(values: FormValues): void;
  /** Sends the form again (its values, on the version now in versionRef). */
  resubmit(): void;
}

interface Conflict {
  theirs: ResourceRecord;
  /** The fields someone else changed, and the person's own edits: as they read on screen. */
  changed: string[];
  mine: string[];
}

/** The record a stale save's 409 carries: the server sends it as it is now. */
function theirRecord(error: unknown): ResourceRecord | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const data = (error.body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as ResourceRecord) : undefined;
}

/**
 * A save refused because someone saved the record meanwhile (409 with the record as it is now):
 * a dialog shows what they changed, field by field, their value beside the person's, and lets the
 * person keep theirs (saved over, on the new version: only the fields they edited are theirs, the
 * rest take the other's values) or take the other's (the form shows the record as it is now).
 */
export function useSaveConflict({ resource, form, savedRef, versionRef, setSaved, resubmit }: SaveConflict) {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  /** True when the error was such a refusal, now shown. */
  const open = (error: unknown): boolean => {
    const theirs = theirRecord(error);
    if (!theirs) return false;
    const base = savedRef.current;
    const now = recordToValues(resource, theirs);
    setConflict({
      theirs,
      changed: changedFields(resource, base, now),
      mine: changedFields(resource, base, form.getValues()),
    });
    return true;
  };

  /** The form based on their record: the saved values and the version become theirs. */
  const rebase = (theirs: ResourceRecord): FormValues => {
    const now = recordToValues(resource, theirs);
    savedRef.current = now;
    versionRef.current = typeof theirs.updated_at === 'string' ? theirs.updated_at : undefined;
    setSaved(now);
    return now;
  };

  const keepMine = () => {
    if (!conflict) return;
    const mine = form.getValues();
    const now = rebase(conflict.theirs);
    form.reset({ ...now, ...Object.fromEntries(conflict.mine.map((name) => [name, mine[name]])) });
    setConflict(null);
    resubmit();
  };

  const takeTheirs = () => {
    if (!conflict) return;
    form.reset(rebase(conflict.theirs));
    setConflict(null);
    notifySuccess(t('crudForm.conflict.taken'));
  };

  const dialog = conflict ? (
    <ConflictDialog
      resource={resource}
      conflict={conflict}
      mine={toPayload(resource, form.getValues()).payload}
      onKeepMine={keepMine}
      onTakeTheirs={takeTheirs}
      onClose={() => setConflict(null)}
    />
  ) : null;
  return { open, dialog };
}

function ConflictDialog(props: {
  resource: ResourceDef;
  conflict: Conflict;
  mine: Record<string, unknown>;
  onKeepMine(): void;
  onTakeTheirs(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { resource, conflict, mine } = props;
  // what they changed first, then what only the person changed (their value is what it was)
  const rows = [...conflict.changed, ...conflict.mine.filter((name) => !conflict.changed.includes(name))];
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('crudForm.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(conflict.changed.length ? 'crudForm.conflict.text' : 'crudForm.conflict.textHidden')}
        </DialogContentText>
        {rows.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="conflict-fields">
              <TableHead>
                <TableRow>
                  <TableCell>{t('crudForm.conflict.field')}</TableCell>
                  <TableCell>{t('crudForm.conflict.theirs')}</TableCell>
                  <TableCell>{t('crudForm.conflict.mine')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((name) => (
                  <TableRow key={name} data-field={name}>
                    <TableCell component="th" scope="row">
                      {t(labelKeys.field(resource, name), { defaultValue: name })}
                    </TableCell>
                    <TableCell>
                      <ShownValue resource={resource} name={name} value={props.conflict.theirs[name]} />
                    </TableCell>
                    <TableCell sx={conflict.mine.includes(name) ? { fontWeight: 600 } : undefined}>
                      <ShownValue resource={resource} name={name} value={mine[name]} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button variant="outlined" onClick={props.onTakeTheirs}>
          {t('crudForm.conflict.takeTheirs')}
        </Button>
        <Button variant="contained" onClick={props.onKeepMine} autoFocus>
          {t('crudForm.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One side of a field as the history words it: a reference by its record's name. */
function ShownValue({ resource, name, value }: { resource: ResourceDef; name: string; value: unknown }): ReactNode {
  const { t, i18n } = useTranslation();
  const field: Field | undefined = resource.fields[name];
  const id = field?.kind === 'reference' && typeof value === 'number' ? value : null;
  const label = useReferenceLabel(field?.kind === 'reference' ? field.resource : '', id, null);
  const blank = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('crudForm.history.blank')}
    </Box>
  );
  if (shownAsChanged(field)) return <em>{t('crudForm.conflict.differs')}</em>;
  if (id !== null) return label ?? `#${id}`;
  const ctx: AuditFormatContext = {
    locale: intlLocale(i18n.language),
    yes: t('crudForm.yes'),
    no: t('crudForm.no'),
    option: (option) => t(labelKeys.option(resource, name, option), { defaultValue: option }),
    count: (kind, count) => t(`crudForm.history.${kind === 'children' ? 'rows' : 'records'}`, { count }),
  };
  return formatAuditValue(field, value, ctx) || blank;
}
