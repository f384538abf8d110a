import { describe, expect, it } from 'vitest';
import { resources } from '../../crud/registry.ts';
import uk from '../../i18n/uk.json';
import { crudSections } from './route-table.ts';

const routeTitles = uk.routes as Record<string, string>;
const listed = new Set(crudSections.map((section) => section.name));
const resourceTexts = uk.resources as Record<string, { title?: string }>;

// The breadcrumb names a list by its route's title and the list's heading by its resource's: a person
// who reads «Дилери» on the screen looks for «Дилери» in the trail to come back to it.
describe('a list route is titled as its screen', () => {
  for (const resource of resources.filter((r) => listed.has(r.route.name))) {
    it(resource.name, () => {
      expect(routeTitles[`${resource.route.name}.Index`]).toBe(resourceTexts[resource.name]?.title);
    });
  }
});
