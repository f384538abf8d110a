import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import Chip from '@mui/material/Chip';
import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './cells.css';
import { thumbnailUrl, uploadUrl } from '../resource-api.ts';
import { statusTone, stringsSummary } from './format.ts';
import { batchedLabel } from './label-batch.ts';
import { useReferenceLabels, useReferenceTarget } from './reference-labels.ts';

/** The record's title as a real link: keyboard users reach the edit screen with Tab and Enter. */
export function TitleLink({ to, title }: { to: string; title: string }) {
  return (
    <RouterLink to={to} title={title} className="k-title-link">
      {title}
    </RouterLink>
  );
}

/** A long text (a review, a request's message): its first two lines, the whole of it on hover. */
export function ClampedText({ text }: { text: string }) {
  return (
    <span title={text} className="k-cell-clamped">
      {text}
    </span>
  );
}

/** Plain text cut with an ellipsis; the full value stays readable on hover. */
export function TextCell({ text }: { text: string }) {
  return (
    <span title={text} className="k-cell-text">
      {text}
    </span>
  );
}

// white on MUI's info (3.9:1) and warning (3.2:1) fails WCAG AA: a darker blue, dark text on amber
const readable: Partial<Record<ReturnType<typeof statusTone>, object>> = {
  info: { bgcolor: 'info.dark' },
  warning: { color: 'rgba(0, 0, 0, 0.87)' },
};

export function StatusChip({ value, label }: { value: string; label: string }) {
  const tone = statusTone(value);
  return (
    <Chip
      size="small"
      label={label}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={readable[tone]}
    />
  );
}

/** Yes/no as an icon and a word: colour alone would leave colour-blind and screen-reader users out. */
export function BooleanCell({ value }: { value: boolean }) {
  const { t } = useTranslation();
  const Icon = value ? CheckCircleOutlined : RemoveCircleOutlined;
  return (
    <span className={value ? 'k-cell-boolean k-cell-boolean--yes' : 'k-cell-boolean'}>
      <Icon fontSize="small" aria-hidden />
      <span>{value ? t('crudList.yes') : t('crudList.no')}</span>
    </span>
  );
}

/** A small thumbnail; an image uploaded before thumbnails existed falls back to its original. */
export function ImageCell({ path, alt }: { path: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!failed) setFailed(true);
    else event.currentTarget.style.visibility = 'hidden';
  };
  return (
    <img
      className="k-cell-image"
      src={failed ? uploadUrl(path) : thumbnailUrl(path)}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={40}
      height={40}
      onError={onError}
    />
  );
}

export function ColorCell({ hex }: { hex: string }) {
  return (
    <span className="k-cell-color">
      <span aria-hidden className="k-cell-color__swatch" style={{ backgroundColor: hex }} />
      <span>{hex}</span>
    </span>
  );
}

export function StringsCell({ value }: { value: unknown }) {
  const { text, more } = stringsSummary(value);
  return (
    <span className="k-cell-strings">
      {text}
      {more > 0 ? <span className="k-cell-strings__more">+{more}</span> : null}
    </span>
  );
}

/**
 * A referenced record by its title: the server's `<field>_label` when it sends one, else the
 * target's directory (one cached request for the whole page), else "#id".
 */
/**
 * One referenced record by its title: from the row, the target's directory, or (a request's
 * manager, an order's customer) asked in one batch with the page's other labels; «#id» only when
 * the user may not read the target at all.
 */
export function ReferenceCell({ target, id, label }: { target: string; id: number; label: unknown }) {
  const labels = useReferenceLabels(target);
  const readable = useReferenceTarget(target);
  const given = typeof label === 'string' && label !== '' ? label : labels?.get(id);
  const asked = useQuery({
    // the same key as the form's label of one reference and the references cell, so each warms the others
    queryKey: [target, 'label', String(id)] as const,
    queryFn: given === undefined && readable && !readable.extras.directory ? () => batchedLabel(target, id) : skipToken,
    staleTime: 5 * 60_000,
  });
  return <TextCell text={given ?? asked.data ?? `#${id}`} />;
}

/** More records than this read as a count: the cell stays one short line. */
const namedAtMost = 3;

/**
 * A list of referenced records: their titles when there are a few (one request for the whole
 * page, or the target's directory), else how many there are.
 */
export function ReferencesCell({ target, ids }: { target: string; ids: readonly number[] }) {
  const { t } = useTranslation();
  const directory = useReferenceLabels(target);
  const readable = useReferenceTarget(target);
  const named = ids.length <= namedAtMost ? ids : [];
  const asked = readable && !readable.extras.directory ? named : [];
  const labels = useQueries({
    queries: asked.map((id) => ({
      // the same key as the form's label of one reference, so either warms the other
      queryKey: [target, 'label', String(id)] as const,
      queryFn: () => batchedLabel(target, id),
      staleTime: 5 * 60_000,
    })),
  });
  if (ids.length === 0) return null;
  if (named.length === 0) return <TextCell text={t('crudList.records', { count: ids.length })} />;
  const text = named
    .map((id, i) => directory?.get(id) ?? (typeof labels[i]?.data === 'string' ? labels[i].data : `#${id}`))
    .join(', ');
  return <TextCell text={text} />;
}
