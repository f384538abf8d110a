import { crc32, deflateSync } from 'node:zlib';
import { ean13, edrpouCheckDigit, type Field, type ResourceDef } from '@kramar/contract';

/**
 * Request bodies built from a resource declaration alone, so the generated API tests cover a
 * resource added later without a change: a valid value per field kind (unique fields differ per
 * call, references point at rows the caller made) and the invalid values each kind must refuse.
 */

/** A file to upload in a multipart body. */
export class FileSample {
  constructor(
    readonly filename: string,
    readonly type: string,
    readonly data: Uint8Array,
  ) {}
}

type Scalar = string | number | boolean | null | FileSample;
export type SampleValue = Scalar | SampleValue[] | { [key: string]: SampleValue };
export type Body = Record<string, SampleValue>;

const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A real 4×4 RGB PNG, so the server's decoder and thumbnailer accept it. */
export function pngBytes(): Buffer {
  const side = 4;
  // 8-bit depth, truecolour, no interlace; each scanline is filter byte 0, then RGB pixels
  const header = Buffer.concat([u32(side), u32(side), Buffer.from([8, 2, 0, 0, 0])]);
  const row = (y: number) => [0, ...Array.from({ length: side }, () => [200, 40 * y, 90]).flat()];
  const pixels = Buffer.from(Array.from({ length: side }, (_, y) => row(y)).flat());
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (): FileSample => new FileSample('photo.png', 'image/png', pngBytes());

let counter = 0;
/** Latin letters only, at least three, different on every call within a process. */
function nextWord(): string {
  let n = 26 * 26 + counter++;
  let word = '';
  while (n > 0) {
    word = String.fromCharCode(97 + (n % 26)) + word;
    n = Math.floor(n / 26);
  }
  return word;
}

export const clamp = (v: number, min?: number, max?: number) => Math.min(max ?? v, Math.max(min ?? v, v));

export type TextLike = Extract<Field, { kind: 'text' | 'textarea' | 'url' | 'email' }>;

function textValue(field: TextLike, word: string, name: string): string {
  if (field.kind === 'url') return `https://example.com/${word}`;
  if (field.kind === 'email') return `${word}@example.com`;
  // the first candidate a declared length and pattern allow: Ukrainian prose, then codes and paths
  const digits = String([...word].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 1e9, 7)).padStart(9, '0');
  const candidates = [
    `${word} зразок`,
    word,
    `/${word}`,
    `https://example.com/${word}`,
    `+380${digits}`,
    ean13(`482${digits}`),
    // a company's EDRPOU code (its check digit valid) and VAT number
    `${digits.slice(-7)}${edrpouCheckDigit(`${digits.slice(-7)}0`)}`,
    `${digits}000`,
    // a time of day (a feed's daily rebuild)
    '03:30',
  ];
  const fits = candidates.find(
    (c) =>
      c.length <= field.max &&
      c.length >= (field.min ?? 0) &&
      (!field.pattern || new RegExp(field.pattern.source).test(c)),
  );
  if (!fits) throw new Error(`resource-samples: no valid sample for text field ${name}; teach textValue its pattern`);
  return fits;
}

/** A valid value for one field; `refs` maps a resource name to the id of an existing row. */
export function validValue(
  name: string,
  field: Field,
  refs: Readonly<Record<string, number>>,
  word: string,
): SampleValue {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
      return textValue(field, word, name);
    case 'slug':
      return `${word}-slug`.slice(0, field.max);
    case 'path':
      return `/${word}/page`.slice(0, field.max);
    case 'richtext':
      return `<p>Зразок <strong>${word}</strong></p>`;
    case 'integer':
    case 'money':
      return clamp(1, field.min, field.max);
    case 'decimal':
      return clamp((field.scale ?? 2) > 0 ? 1.5 : 1, field.min, field.max);
    case 'boolean':
      return true;
    case 'enum':
    case 'status':
      return field.options[counter % field.options.length] ?? null;
    case 'date':
      return field.after ? '2026-06-01' : '2026-05-01';
    case 'datetime':
      return field.after ? '2026-06-01T10:00:00.000Z' : '2026-05-01T10:00:00.000Z';
    case 'color':
      return '#12ab34';
    case 'image':
      return pngFile();
    case 'images':
      return [pngFile(), pngFile()].slice(0, field.maxItems);
    case 'reference': {
      const id = refs[field.resource];
      if (id === undefined) throw new Error(`resource-samples: ${name} needs a row of ${field.resource} first`);
      return id;
    }
    case 'strings':
      // a set of options (a role's scopes) starts empty: a role holding scopes could not be
      // given by the staff the generated tests sign in as (nobody gives what they do not have)
      if (field.options) return [];
      return [`${word} один`, `${word} два`].map((s) => s.slice(0, field.itemMax)).slice(0, field.maxItems);
    case 'blocks':
      return [{ type: field.types[0] ?? '', title: 'Блок', text: `Текст ${word}`, link: 'https://example.com/' }];
    case 'password':
      return `Пароль ${word} над ставом`;
    case 'references': {
      const id = refs[field.resource];
      return id === undefined ? [] : [id];
    }
    case 'children':
      // two rows, so an order is there to keep
      return [1, 2].map((n) =>
        Object.fromEntries(
          Object.entries(field.fields).flatMap(([sub, f]) => {
            if (f.kind === 'reference' && refs[f.resource] === undefined && !f.required) return [];
            return [[sub, validValue(`${name}.${sub}`, f, refs, `${word}${'abcdefgh'[n]}`)]];
          }),
        ),
      );
  }
}

/** A body for create: every editable field, with values no earlier call used for unique fields. */
/**
 * Rows whose every value depends on another record (an attribute value is typed by its attribute
 * and belongs to the product's category): no sample can be valid from the declaration alone, so
 * they stay empty here and the products API tests cover them.
 */
const typedElsewhere = new Set([
  'products.attribute_values',
  'products-sandbox.attribute_values',
  // an item may not be the kit's own product, and the samples have one product to name
  'product-kits.items',
  // two tiers from the same quantity are refused: the price groups' tests cover tiers
  'price-groups.tiers',
]);

/**
 * Values only other fields make valid, left neutral: an old price must be above the price (the
 * samples give both the same), and a category's required attribute would ask every sample product
 * for a value the samples cannot type.
 */
function neutralise(resource: ResourceDef, body: Body): void {
  if (resource.name === 'products' || resource.name === 'products-sandbox') delete body.old_price;
  // an order's code must name a live promo code and a credit program must fit its total: the
  // orders API tests cover both
  if (resource.name === 'orders') {
    delete body.promo_code;
    body.payment_method = 'cod';
  }
  // a customer's extra phones and e-mails are checked as phones and e-mails, unique across
  // customers: the customers API tests cover them
  if (resource.name === 'customers') {
    body.extra_phones = [];
    body.extra_emails = [];
  }
  if (resource.name === 'categories' && Array.isArray(body.attributes)) {
    body.attributes = body.attributes.map((row) => ({ ...(row as Record<string, SampleValue>), required: false }));
  }
}

export function validBody(resource: ResourceDef, refs: Readonly<Record<string, number>>): Body {
  const word = nextWord();
  const body: Body = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    // only an owner may set it: the generated tests write as staff too
    if (field.readOnly || field.ownerOnly) continue;
    if (typedElsewhere.has(`${resource.name}.${name}`)) {
      body[name] = [];
      continue;
    }
    // a reference to a resource that has no row yet stays empty unless it is required, and so does
    // one to the resource itself (a tree's parent): the row it would name may be the one updated
    if (
      field.kind === 'reference' &&
      !field.required &&
      (refs[field.resource] === undefined || field.resource === resource.name)
    )
      continue;
    body[name] = validValue(name, field, refs, word);
  }
  neutralise(resource, body);
  return body;
}

/** Resources ordered so that every referenced resource comes before those pointing at it. */
export function byDependency(resources: readonly ResourceDef[]): ResourceDef[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const ordered: ResourceDef[] = [];
  const visit = (r: ResourceDef, path: Set<string>) => {
    if (ordered.includes(r) || path.has(r.name)) return;
    path.add(r.name);
    const targets = Object.values(r.fields).flatMap((f) =>
      f.kind === 'reference' || f.kind === 'references'
        ? [f.resource]
        : f.kind === 'children'
          ? Object.values(f.fields).flatMap((c) => (c.kind === 'reference' ? [c.resource] : []))
          : [],
    );
    for (const name of targets) {
      const target = byName.get(name);
      if (target) visit(target, path);
    }
    ordered.push(r);
  };
  for (const r of resources) visit(r, new Set());
  return ordered;
}

/** Slugs are unique whether or not the declaration says so (a slug names a page of the site). */
export const isUniqueField = (field: Field): boolean => Boolean(field.unique) || field.kind === 'slug';

const isFileValue = (v: SampleValue): boolean =>
  v instanceof FileSample || (Array.isArray(v) && v.some((item) => item instanceof FileSample));

export const hasFile = (body: Body): boolean => Object.values(body).some(isFileValue);

/** The multipart body the web sends: nested values flattened as `name[key]`, `name[0][key]`. */
export function toFormData(body: Body): FormData {
  const form = new FormData();
  const add = (key: string, value: SampleValue) => {
    if (value instanceof FileSample) {
      form.append(key, new Blob([value.data], { type: value.type }), value.filename);
    } else if (Array.isArray(value)) {
      if (value.length === 0) form.append(key, '');
      for (const [i, v] of value.entries()) add(`${key}[${i}]`, v);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      form.append(key, value === null ? '' : String(value));
    }
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return form;
}

export const caseChanged = (value: string): string =>
  value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();

/** `call` options for a body: multipart as the web sends it, or JSON (files left out). */
export const encoded = (body: Body, as: 'json' | 'form'): { json: Body } | { form: FormData } =>
  as === 'form'
    ? { form: toFormData(body) }
    : { json: Object.fromEntries(Object.entries(body).filter(([, v]) => !isFileValue(v))) };
