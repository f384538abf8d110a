import { fieldMessages } from './field-messages.ts';
import { defineMessages } from './messages.ts';
import { z } from './zod.ts';

/**
 * A list's filters, sort and columns kept under a name (issue 12 point 15), shown as a tab above
 * the list. `query` is the list's address query without its page (`sort=-id&filter[status]=active`),
 * `columns` the chosen columns (null: the list's own choice). Shared views are made by an owner.
 */
export interface SavedView {
  id: number;
  resource: string;
  name: string;
  query: string;
  columns: string[] | null;
  shared: boolean;
  /** The reader made it: they may rename, update or delete it. */
  mine: boolean;
}

export const savedViewLimits = { name: 60, query: 2000, columns: 100, perUser: 50 } as const;

export const savedViewMessages = defineMessages(
  {
    resource: 'Невідомий розділ.',
    nameTaken: 'Вигляд з такою назвою вже є.',
    tooMany: (max: number) => `Не більше ${max} виглядів одного списку.`,
    shareOwner: 'Поділитися виглядом з усіма може лише власник.',
    notYours: 'Змінити чи видалити можна лише свій вигляд.',
  },
  {
    resource: 'Unknown section.',
    nameTaken: 'A view with this name already exists.',
    tooMany: (max: number) => `At most ${max} views of one list.`,
    shareOwner: 'Only an owner may share a view with everyone.',
    notYours: 'Only your own view can be changed or deleted.',
  },
);

const name = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .max(savedViewLimits.name, fieldMessages.tooLong(savedViewLimits.name));
const query = z
  .string({ error: fieldMessages.text })
  .max(savedViewLimits.query, fieldMessages.tooLong(savedViewLimits.query))
  .refine((v) => !v.includes('\u0000'), fieldMessages.control);
const columns = z
  .array(z.string({ error: fieldMessages.text }).min(1).max(64), { error: fieldMessages.text })
  .max(savedViewLimits.columns, fieldMessages.items(savedViewLimits.columns))
  .nullable();

/** POST /api/saved-views. */
export const savedViewCreateSchema = z.object({
  resource: z.string({ error: savedViewMessages.resource }).max(64, savedViewMessages.resource),
  name,
  query,
  columns: columns.optional().default(null),
  shared: z.boolean({ error: fieldMessages.boolean }).optional().default(false),
});

/** PATCH /api/saved-views/:id: rename, take the list's current state, share or stop sharing. */
export const savedViewUpdateSchema = z.strictObject(
  {
    name: name.optional(),
    query: query.optional(),
    columns: columns.optional(),
    shared: z.boolean({ error: fieldMessages.boolean }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? fieldMessages.unknown : undefined) },
);

export type SavedViewCreate = z.input<typeof savedViewCreateSchema>;
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>;
