import { type Field, formFields, type ResourceDef } from '@kramar/contract';

/**
 * What a resource without a create screen (`route.create === false`) asks in its create dialog:
 * the fields a record cannot be made without, and nothing the edit form can add later.
 * - a required field with no default (a title, a code);
 * - a required `enum`, even with a default: it says what kind of record this is (an attribute's
 *   data type) and is awkward to change once values hang on it, so it is chosen up front. A
 *   `status` is not asked: every record starts at its declared first state;
 * - a tree's parent: where the node hangs is part of making it;
 * - a code made from the title (`from`), seen while it follows.
 */
export function createDialogFields(resource: ResourceDef): [string, Field][] {
  const parent = resource.tree?.parent;
  return formFields(resource).filter(([name, field]) => {
    if (name === parent) return true;
    // a code made from the title is shown as it follows, so it can be changed before anything uses it
    if (field.kind === 'text' && field.from) return true;
    if (!field.required) return false;
    if (field.kind === 'enum') return true;
    return !('default' in field) || field.default === undefined;
  });
}

/** Whether a resource's records are created in a dialog of its list (SPEC §2: no create route). */
export const createsInDialog = (resource: ResourceDef): boolean =>
  resource.route.create === false && resource.route.list !== false;
