import { can, type OptionItem, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../api/session.ts';
import { createsInDialog } from '../../create/create-fields.ts';
import { resources } from '../../registry.ts';

// the dialog and its widgets come when a record is first made from a picker
const CreateDialog = lazy(() => import('../../create/create-dialog.tsx').then((m) => ({ default: m.CreateDialog })));

/** The option a picker ends with when what was typed names no record: «Створити «…»». */
export const createOptionId = -1;

/**
 * The resource a picker may make a record of in place (an attribute missing while a category is
 * set up): one made in a dialog, by someone who may write it. Undefined otherwise.
 */
export function useCreatable(target: string): ResourceDef | undefined {
  const user = useCurrentUser();
  const def = resources.find((r) => r.name === target);
  return def && createsInDialog(def) && can(user, writeScope(def)) ? def : undefined;
}

/** Whether to offer making `typed` anew: nothing offered is named exactly so. */
export const offersCreate = (typed: string, options: readonly OptionItem[]): boolean =>
  typed.trim() !== '' && !options.some((o) => o.label.trim().toLocaleLowerCase() === typed.trim().toLocaleLowerCase());

interface ReferenceCreateProps {
  resource: ResourceDef;
  /** What was typed into the picker: the new record's title. */
  title: string | null;
  onClose(): void;
  onCreated(option: OptionItem): void;
}

/** The resource's own create dialog, its title filled with what was typed; the new record is picked. */
export function ReferenceCreate({ resource, title, onClose, onCreated }: ReferenceCreateProps) {
  if (title === null) return null;
  return (
    <Suspense fallback={null}>
      <CreateDialog
        resource={resource}
        open
        then="stay"
        preset={{ [resource.titleField]: title }}
        onClose={onClose}
        onCreated={(record: ResourceRecord) => {
          const named = record[resource.titleField];
          onCreated({ id: record.id, label: typeof named === 'string' ? named : title });
        }}
      />
    </Suspense>
  );
}
