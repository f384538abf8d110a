import { type Field, formFields, type ResourceDef } from '@kramar/contract';

export type SectionId = 'main' | 'media' | 'settings' | 'seo';

export interface FormSection {
  id: SectionId;
  fields: [string, Field][];
}

const sectionOrder: readonly SectionId[] = ['main', 'media', 'settings', 'seo'];

/**
 * A long form reads better in a few cards, as Shopify and Strapi lay them out: content first,
 * then images, then the record's settings, then its search-engine metadata (`meta_*`, a naming
 * every shop resource here follows). Declaration order holds inside each card.
 */
function sectionOf(name: string, field: Field): SectionId {
  if (name.startsWith('meta_')) return 'seo';
  switch (field.kind) {
    case 'image':
    case 'images':
      return 'media';
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'password':
    case 'slug':
    case 'path':
    case 'richtext':
    case 'strings':
    case 'blocks':
    // what a record holds of others (an attribute's values, a group's attributes) is its content
    case 'references':
    case 'children':
      return 'main';
    default:
      return 'settings';
  }
}

export function formSections(resource: ResourceDef): FormSection[] {
  return sectionsOf(formFields(resource));
}

/** Any run of fields (a whole form, or one tab of it) in the same cards, in their given order. */
export function sectionsOf(fields: [string, Field][]): FormSection[] {
  return sectionOrder
    .map((id) => ({ id, fields: fields.filter(([name, field]) => sectionOf(name, field) === id) }))
    .filter((section) => section.fields.length > 0);
}
