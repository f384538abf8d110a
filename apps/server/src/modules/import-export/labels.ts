import type { ResourceDef } from '@kramar/contract';
// the words of the screens: one source for the lists, the forms and the files (issue 27)
import en from '../../../../web/src/i18n/en.json' with { type: 'json' };
import uk from '../../../../web/src/i18n/uk.json' with { type: 'json' };

type Texts = {
  resources?: Record<
    string,
    { fields?: Record<string, unknown>; options?: Record<string, Record<string, unknown> | undefined> } | undefined
  >;
  crudList?: { system?: Record<string, string>; yes?: string; no?: string };
};
const texts = { uk: uk as unknown as Texts, en: en as unknown as Texts };
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
type Language = keyof typeof texts;

const systemColumns = new Set(['id', 'created_at', 'updated_at']);

/**
 * A column's label as the list shows it («Артикул», «Створено»); the field's name when no label
 * is declared. A spreadsheet names its columns so, and an import reads them back by it.
 */
export function fieldLabel(resource: ResourceDef, field: string, language: Language = 'uk'): string {
  const t = texts[language];
  const label = systemColumns.has(field)
    ? t.crudList?.system?.[field]
    : text(t.resources?.[resource.name]?.fields?.[field]);
  return label ?? field;
}

/** An enum's value as the screens show it («В наявності» for `in_stock`); the code when it has no label. */
export function optionLabel(resource: ResourceDef, field: string, code: string, language: Language = 'uk'): string {
  return text(texts[language].resources?.[resource.name]?.options?.[field]?.[code]) ?? code;
}

/** «Так» and «Ні», as a list shows a flag. */
export const yesNo = { yes: texts.uk.crudList?.yes ?? 'Так', no: texts.uk.crudList?.no ?? 'Ні' };

/** The labels of a field in every language the app speaks: what an imported header may say. */
export const fieldLabels = (resource: ResourceDef, field: string): string[] =>
  (Object.keys(texts) as Language[]).map((l) => fieldLabel(resource, field, l));

/** The labels of an enum's value in every language. */
export const optionLabels = (resource: ResourceDef, field: string, code: string): string[] =>
  (Object.keys(texts) as Language[]).map((l) => optionLabel(resource, field, code, l));
