import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectOption } from '../../components/select-menu.tsx';
import type { CatalogQuery, Facets } from './api.ts';
import { catalogSorts, narrowed } from './catalog-query.ts';
import './catalog-texts.ts';

interface Props {
  query: CatalogQuery;
  facets: Facets | undefined;
  onChange(next: Partial<CatalogQuery>): void;
}

/** Categories in tree order (each after its parent), with their depth for the indent. */
function treeOrder(categories: Facets['categories']) {
  const children = new Map<number | null, Facets['categories']>();
  const ids = new Set(categories.map((c) => c.id));
  for (const c of categories) {
    const parent = c.parent !== null && ids.has(c.parent) ? c.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: { id: number; title: string; level: number }[] = [];
  const walk = (parent: number | null, level: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ id: c.id, title: c.title, level });
      walk(c.id, level + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A typed value that reaches the address once the typing pauses, not on every key. */
function useSettled(value: string, apply: (v: string) => void) {
  const [typed, setTyped] = useState(value);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => applyRef.current(typed.trim()), 400);
    return () => window.clearTimeout(timer);
  }, [typed, value]);
  return [typed, setTyped] as const;
}

const hryvnias = (kopecks: number | null) => (kopecks === null ? '' : String(kopecks / 100));
const toKopecks = (typed: string): number | null => {
  const n = Number(typed.replace(',', '.'));
  return typed && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
};

/** Search, category subtree, brands, in stock, the dealer's price range and the order. */
export function CatalogFilters({ query, facets, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useSettled(query.search, (v) => onChange({ search: v }));
  const [min, setMin] = useSettled(hryvnias(query.priceMin), (v) => onChange({ priceMin: toKopecks(v) }));
  const [max, setMax] = useSettled(hryvnias(query.priceMax), (v) => onChange({ priceMax: toKopecks(v) }));
  const categories = useMemo(() => treeOrder(facets?.categories ?? []), [facets]);
  const shown = !phone || open;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          id={`${id}-search`}
          type="search"
          size="small"
          label={t('dealerOrders.catalog.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        {phone ? (
          <Button onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={`${id}-more`}>
            {narrowed({ ...query, search: '' })
              ? t('dealerOrders.catalog.filtersOn')
              : t('dealerOrders.catalog.filters')}
          </Button>
        ) : null}
      </Stack>
      {shown ? (
        <Stack
          id={`${id}-more`}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('dealerOrders.catalog.category')}
            value={query.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value === '' ? null : Number(event.target.value) })}
            sx={{ minWidth: 200 }}
          >
            <SelectOption value="">{t('dealerOrders.catalog.allCategories')}</SelectOption>
            {categories.map((c) => (
              <SelectOption key={c.id} value={c.id} sx={{ pl: 2 + c.level * 2 }}>
                {c.title}
              </SelectOption>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('dealerOrders.catalog.brand')}
            value={query.brands}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) =>
                  (v as number[]).map((b) => facets?.brands.find((x) => x.id === b)?.name ?? b).join(', '),
              },
            }}
            onChange={(event) => onChange({ brands: (event.target.value as unknown as number[]).map(Number) })}
            sx={{ minWidth: 180 }}
          >
            {(facets?.brands ?? []).map((b) => (
              <SelectOption key={b.id} value={b.id}>
                {b.name}
              </SelectOption>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label={t('dealerOrders.catalog.priceFrom')}
              inputMode="decimal"
              value={min}
              onChange={(event) => setMin(event.target.value)}
              sx={{ width: { xs: '50%', sm: 120 } }}
            />
            <TextField
              size="small"
              label={t('dealerOrders.catalog.priceTo')}
              inputMode="decimal"
              value={max}
              onChange={(event) => setMax(event.target.value)}
              sx={{ width: { xs: '50%', sm: 120 } }}
            />
          </Stack>
          <FormControlLabel
            control={<Switch checked={query.inStock} onChange={(_e, inStock) => onChange({ inStock })} />}
            label={t('dealerOrders.catalog.inStock')}
          />
          <TextField
            select
            size="small"
            label={t('dealerOrders.catalog.sort')}
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value })}
            sx={{ minWidth: 190 }}
          >
            {catalogSorts.map((s) => (
              <SelectOption key={s} value={s}>
                {t(`dealerOrders.catalog.sorts.${s}`)}
              </SelectOption>
            ))}
          </TextField>
          {narrowed(query) ? (
            <Button
              onClick={() =>
                onChange({ search: '', category: null, brands: [], inStock: false, priceMin: null, priceMax: null })
              }
            >
              {t('dealerOrders.catalog.reset')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
