import { type PermissionItem, scopeGroups, scopeGroupsEn, scopes } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { orderFor } from '../../crud/list-query.ts';
import { selection, toRecord } from '../../crud/records.ts';
import { fieldsDoc } from '../../crud/route-docs.ts';

const permissions: PermissionItem[] = scopes.map((s) => ({
  scope: s.scope,
  label: s.label,
  group: s.group,
  group_label: scopeGroups[s.group],
}));
// names, not sentences: the answer is chosen by the reader's language rather than translated at the door
const permissionsEn: PermissionItem[] = scopes.map((s) => ({
  scope: s.scope,
  label: s.label_en,
  group: s.group,
  group_label: scopeGroupsEn[s.group],
}));

const permissionsDoc = z.object({
  data: z.array(z.object({ scope: z.string(), label: z.string(), group: z.string(), group_label: z.string() })),
});

/** Directories are short lists other forms pick from; this caps a runaway one. */
const maxDirectoryRows = 1000;

export async function directoryRoutes(app: FastifyInstance, opts: { engine: Engine }): Promise<void> {
  // the names of the scopes are no secret: any signed-in user may see what exists (dashboard, role editor)
  app.get(
    '/directories/permissions',
    {
      schema: { summary: 'Довідник прав доступу', tags: ['directories'] },
      config: { access: 'user', docs: { response: { 200: permissionsDoc } } },
    },
    async (request) => ({ data: request.language === 'en' ? permissionsEn : permissions }),
  );

  // SPEC §7: currencies, partners, units… every row as { id, label } plus the fields its list shows,
  // for any signed-in user's forms; the rest of a record stays behind the resource's read scope
  for (const resource of opts.engine.resources) {
    const name = resource.extras.directory;
    if (!name) continue;
    const shown = Object.keys(resource.fields).filter((field) => resource.fields[field]?.list);
    const table = tableOf(opts.engine, resource);
    const orderBy = orderFor(resource, table, '', {});
    app.get(
      `/directories/${name}`,
      {
        schema: { summary: `Довідник: ${name}`, tags: ['directories'] },
        config: {
          access: 'user',
          docs: {
            response: {
              200: z.object({
                data: z
                  .array(z.object({ id: z.number().int(), label: z.string(), ...fieldsDoc(resource, shown) }))
                  .max(maxDirectoryRows),
              }),
            },
          },
        },
      },
      async () => {
        const rows = await opts.engine.db
          .select(selection(resource, table, true))
          .from(table)
          .orderBy(...orderBy)
          .limit(maxDirectoryRows);
        return {
          data: rows.map((row) => {
            const record = toRecord(resource, row);
            const title = record[resource.titleField];
            const fields = Object.fromEntries(shown.map((field) => [field, record[field]]));
            return { ...fields, id: record.id, label: title === null || title === undefined ? '' : String(title) };
          }),
        };
      },
    );
  }
}
