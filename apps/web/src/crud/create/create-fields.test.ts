import type { ResourceDef } from '@kramar/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '../registry.ts';
import { createDialogFields, createsInDialog } from './create-fields.ts';

const byName = (name: string) => resources.find((r) => r.name === name) as ResourceDef;
const names = (r: ResourceDef) => createDialogFields(r).map(([name]) => name);

describe('create dialog fields', () => {
  it('asks an attribute for its title, code and data type', () => {
    expect(names(byName('attributes'))).toEqual(['title', 'code', 'data_type']);
  });

  it('asks a category for its title and its parent', () => {
    expect(names(byName('categories'))).toEqual(['title', 'parent']);
  });

  it('is offered exactly where SPEC §2 gives no create route', () => {
    expect(
      resources
        .filter(createsInDialog)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['attributes', 'categories', 'foxy-link-mappings', 'products-sandbox', 'requests', 'reviews']);
  });
});
