import { type Field, formFields, type ResourceDef, slugify } from '@kramar/contract';
import { textSample } from './text-samples.ts';

/**
 * A record for the generated browser walk (resources.spec.ts), made from a resource's declaration
 * alone: what to type into each widget, how each widget takes it, and what the saved form shows.
 * A resource added to the contract gets its walk without a line changed here, unless it brings a
 * field kind or a pattern no sample below satisfies — then building its record throws and says so.
 */

// the declarations and their labels, re-exported for the specs that import them from here
import { labelsOf } from './declared-resources.ts';

export { labelsOf, loadResources } from './declared-resources.ts';

/** A random run of latin letters: unique per record, and valid wherever letters are. */
export const newToken = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export interface Picked {
  id: number;
  title: string;
}

/** One field of a walk: what is typed or picked in its widget, and what the form shows once saved. */
export interface Entry {
  name: string;
  field: Field;
  label: string;
  /** Typed into the input (text, number, date, colour; a reference's search). */
  typed: string;
  /** The saved value as the input shows it (cased codes, option labels, a reference's title). */
  shown: string;
  /** strings: the chips. */
  items?: string[];
  /** boolean: the switch. */
  on?: boolean;
  picked?: Picked;
  blocks?: { typeLabel: string; title: string; link: string }[];
  /** children: one row of the table, a cell per sub-field (its label is the column's). */
  cells?: Entry[];
  /** The label of the tab holding the field, in a form declared in tabs. */
  tab?: string;
  /** A widget of its own, walked by its own spec: the field is only sent through the API. */
  apiOnly?: boolean;
}

const cased = (field: Field, text: string) =>
  field.kind === 'text' && field.case ? (field.case === 'upper' ? text.toUpperCase() : text.toLowerCase()) : text;

/** The option a walk picks: the last one that is not the default, so a filter on it tells the rows apart. */
const walkOption = (options: readonly string[], fallback?: string) =>
  options.findLast((o) => o !== (fallback ?? options[0])) ?? (options[0] as string);

const within = (n: number, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
  Math.min(max, Math.max(min, n));

const hryvnias = (kopecks: number) => {
  const text = (kopecks / 100).toFixed(2).replace('.', ',');
  return text.endsWith(',00') ? text.slice(0, -3) : text;
};

/**
 * The records a walk's references point at, keyed by field (`unit`) or by a table's column
 * (`attributes.attribute`). A tree's parent (a reference to the resource itself) is left out:
 * the walk's records are roots.
 */
export const referencesOf = (r: ResourceDef, requiredOnly = false): [string, string][] =>
  Object.entries(r.fields).flatMap(([name, f]): [string, string][] => {
    if (requiredOnly && !f.required) return [];
    if ((f.kind === 'reference' || f.kind === 'references') && f.resource !== r.name) return [[name, f.resource]];
    if (f.kind !== 'children') return [];
    return Object.entries(f.fields).flatMap(([sub, c]): [string, string][] =>
      c.kind === 'reference' ? [[`${name}.${sub}`, c.resource]] : [],
    );
  });

/** What a walk types into each widget of the create form: every editable field of the declaration. */
export function planRecord(r: ResourceDef, token: string, refs: Record<string, Picked>): Entry[] {
  const labels = labelsOf(r);
  const entries: Entry[] = [];
  for (const [name, field] of formFields(r)) {
    const base = { name, field, label: labels.field(name), tab: labels.tabOf(name) };
    planField(r, token, refs, entries, base);
  }
  return entries;
}

/** One field's entry, pushed onto `entries` (which also holds the fields before it: a slug's source). */
function planField(
  r: ResourceDef,
  token: string,
  refs: Record<string, Picked>,
  entries: Entry[],
  base: { name: string; field: Field; label: string; tab?: string },
  widgets: 'generic' | 'own' = 'own',
): void {
  const labels = labelsOf(r);
  const { name, field } = base;
  if (widgets === 'own' && ownWidgets.has(`${r.name}.${name}`)) {
    // its own spec walks the widget; a required one is still sent through the API (an order's items)
    if (!field.required) return;
    const before = entries.length;
    planField(r, token, refs, entries, base, 'generic');
    for (const e of entries.slice(before)) e.apiOnly = true;
    return;
  }
  // the end of a pair (ends_at, max_amount) lands after its start
  const upper = ('after' in field && field.after) || ('atLeast' in field && field.atLeast) ? 1 : 0;
  const same = (typed: string, shown = typed) => entries.push({ ...base, typed, shown });
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const text = field.kind === 'textarea' ? `Опис ${token}` : textSample(r, name, field, token);
      same(text, cased(field, text));
      break;
    }
    case 'url':
      same(`https://example.com/${token}`);
      break;
    case 'email':
      same(`e2e.${token}@example.com`);
      break;
    case 'path':
      same(`/e2e/${token}`);
      break;
    case 'slug': {
      const source = entries.find((e) => e.name === field.from);
      entries.push({ ...base, typed: '', shown: slugify(source?.typed ?? '', field.max) });
      break;
    }
    case 'richtext':
      // one word: a space typed just before the editor arrives can be lost (noted for a fix)
      same(`Текст-${token}`);
      break;
    case 'integer':
      same(String(within((field.min ?? 0) + 7 + upper * 5, field.min, field.max)));
      break;
    case 'decimal':
      same(`${within(Math.floor(field.min ?? 0) + 12 + upper * 5, field.min, field.max)},5`);
      break;
    case 'money': {
      // above the price or empty (a rule of the server's hook, not of the declaration): left empty
      if (name === 'old_price') break;
      const kopecks = within((field.min ?? 0) + 125_050 + upper * 100_025, field.min, field.max);
      same(hryvnias(kopecks));
      break;
    }
    case 'boolean':
      entries.push({ ...base, typed: '', shown: '', on: !(field.default ?? false) });
      break;
    case 'enum':
    case 'status':
      same('', labels.option(name, walkOption(field.options, field.default)));
      break;
    case 'date':
      same(upper ? '2026-05-20' : '2026-05-01');
      break;
    case 'datetime':
      same(upper ? '2026-05-20T18:00' : '2026-05-01T09:30');
      break;
    case 'color':
      same('#a1b2c3');
      break;
    case 'image':
    case 'images':
      same('');
      break;
    case 'reference':
    case 'references': {
      // a tree's parent stays empty: the walk's record is a root
      if (field.resource === r.name) break;
      const picked = refs[name];
      // a record made only to be pointed at leaves its own optional references empty
      if (!picked && !field.required) break;
      if (!picked) throw new Error(`${r.name}.${name}: create the ${field.resource} record first`);
      entries.push({ ...base, typed: picked.title.slice(0, 8), shown: picked.title, picked });
      break;
    }
    case 'children': {
      // a record made only to be pointed at (a product's category) leaves its optional tables empty
      const unpicked = Object.entries(field.fields).some(
        ([sub, c]) => c.kind === 'reference' && !refs[`${name}.${sub}`],
      );
      if (unpicked && !field.required) break;
      // one row, each cell filled as its own field would be
      const cells: Entry[] = [];
      // a cell shown for one choice of its row (a fixed price for the «price» kind) is typed only
      // when the walk's choice for that row is that one
      const chosen = (sub: string) => {
        const def = field.fields[sub];
        return def?.kind === 'enum' ? walkOption(def.options, def.default) : undefined;
      };
      for (const [sub, cell] of Object.entries(field.fields)) {
        if (cell.shownWhen && chosen(cell.shownWhen.field) !== cell.shownWhen.equals) continue;
        const label = labels.subfield(name, sub);
        planField(r, token, refs, cells, { name: `${name}.${sub}`, field: cell, label });
      }
      entries.push({ ...base, typed: '', shown: '', cells });
      break;
    }
    case 'strings':
      // a set of options (a role's permissions) has a widget of its own, walked by its own spec
      if (field.options) break;
      entries.push({
        ...base,
        typed: '',
        shown: '',
        items: checkedItems[`${r.name}.${name}`]?.(token) ?? [`перший ${token}`, `другий ${token}`],
      });
      break;
    case 'password':
      // typed, saved, and never shown back: the edit form's box is empty again
      same(`Пароль ${token} над ставом`, '');
      break;
    case 'blocks':
      entries.push({
        ...base,
        typed: '',
        shown: '',
        blocks: [...new Set([field.types[0], field.types.at(-1)])].map((type, i) => ({
          typeLabel: labels.option(name, type as string),
          title: `Блок ${token} ${i + 1}`,
          link: `https://example.com/${token}/${i + 1}`,
        })),
      });
      break;
  }
}

/**
 * Fields whose widget is a feature's own, not their kind's: walked by that feature's spec
 * (products.spec.ts, orders.spec.ts). An order's customer is picked above its contacts, its items
 * and promo code are judged by the server's preview, its address and credit program show only for
 * the delivery and payment that need them.
 */
const ownWidgets = new Set([
  'products.attribute_values',
  'products-sandbox.attribute_values',
  'orders.customer_id',
  'orders.items',
  'orders.promo_code',
  'orders.delivery_address',
  'orders.credit_program_id',
]);

/** The digits of a token, for a phone number of its own. */
const digitsOf = (token: string, length: number) =>
  [...token]
    .map((c) => c.charCodeAt(0) % 10)
    .join('')
    .padEnd(length, '0')
    .slice(0, length);

/** Lists whose items the server checks (a customer's extra phones and e-mails): valid ones of the token. */
const checkedItems: Record<string, (token: string) => string[]> = {
  'customers.extra_phones': (token) => [1, 2].map((n) => `+38067${digitsOf(token, 6)}${n}`),
  'customers.extra_emails': (token) => [1, 2].map((n) => `${token}.${n}@example.com`),
};

/** A real 1×1 PNG, as a staff member's picture would arrive. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The same record as the API takes it (multipart, as the web sends it): required fields only, defaults for choices. */
export function apiForm(entries: Entry[], extra: string[] = []): FormData {
  const body = new FormData();
  for (const e of entries) {
    const f = e.field;
    if (!f.required && !extra.includes(e.name)) continue;
    if (f.kind === 'enum' || f.kind === 'status') body.set(e.name, f.default ?? (f.options[0] as string));
    else if (f.kind === 'boolean') body.set(e.name, String(f.default ?? false));
    else if (f.kind === 'money') body.set(e.name, String(Math.round(Number(e.typed.replace(',', '.')) * 100)));
    else if (f.kind === 'datetime') body.set(e.name, new Date(`${e.typed}:00+03:00`).toISOString());
    else if (f.kind === 'richtext') body.set(e.name, `<p>${e.typed}</p>`);
    else if (f.kind === 'image') body.set(e.name, new Blob([png], { type: 'image/png' }), 'e2e.png');
    else if (f.kind === 'images') body.set(`${e.name}[0]`, new Blob([png], { type: 'image/png' }), 'e2e.png');
    else if (f.kind === 'reference') body.set(e.name, String(e.picked?.id));
    else if (f.kind === 'references') body.set(`${e.name}[0]`, String(e.picked?.id));
    else if (f.kind === 'children') {
      // a required table gets its one row, each cell as the form would send it
      for (const [key, value] of apiForm(
        e.cells ?? [],
        (e.cells ?? []).map((c) => c.name),
      ).entries()) {
        body.set(`${e.name}[0][${key.slice(e.name.length + 1)}]`, value);
      }
    } else if (f.kind !== 'strings' && f.kind !== 'blocks' && f.kind !== 'slug') body.set(e.name, e.typed);
  }
  return body;
}
